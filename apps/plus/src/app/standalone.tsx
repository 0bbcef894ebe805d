// Standalone page of the app (`npm run dev -w @rental/plus` without a site): mounts it with a sample context.
import '@rental/ui/tokens.css';
import { sampleContext } from '@rental/remote-apps';
import { mount } from './mount.tsx';

const element = document.getElementById('plus-container');
if (element) void mount(element, sampleContext({ app: 'plus' }));
