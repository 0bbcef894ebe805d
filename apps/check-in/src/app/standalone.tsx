// Standalone page of the app (`npm run dev -w @rental/check-in` without a site): mounts it with a sample context.
import '@rental/ui/tokens.css';
import { sampleContext } from '@rental/remote-apps';
import { mount } from './mount.tsx';

const element = document.getElementById('check-in-container');
if (element) void mount(element, sampleContext({ app: 'check-in' }));
