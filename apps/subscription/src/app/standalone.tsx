// Standalone page of the app (`npm run dev -w @rental/subscription` without a site): mounts it with a sample context.
import '@rental/ui/tokens.css';
import { sampleContext } from '@rental/remote-apps';
import { mount } from './mount.tsx';

const element = document.getElementById('subscription-container');
if (element) void mount(element, sampleContext({ app: 'subscription' }));
