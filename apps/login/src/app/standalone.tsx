// Standalone page of the app (`npm run dev -w @rental/login` without a site): mounts it with a sample context.
import { sampleContext } from '@rental/remote-apps';
import { mount } from './mount.tsx';

const element = document.getElementById('login-container');
if (element) void mount(element, sampleContext({ app: 'login' }));
