// Standalone page of the app (`npm run dev -w @rental/help-center`, or /webapp/help-center/index.html of
// a build): mounts it with a sample context; `?view=ride` (or faq-ride, …) picks the container view.
import { sampleContext } from '@rental/remote-apps';
import { mount } from './mount.tsx';

const element = document.getElementById('help-center-container');
const view = new URLSearchParams(window.location.search).get('view') ?? undefined;
const language = new URLSearchParams(window.location.search).get('lang') ?? 'en-US';
if (element) void mount(element, sampleContext({ app: 'help-center', view, language }));
