// Standalone page of the app (`npm run dev -w @rental/help-center`, or /webapp/help-center/index.html of
// a build): mounts it with a sample context; `?view=ride` (or faq-ride, …) picks the container view.
import '@rental/ui/tokens.css';
import { sampleContext } from '@rental/remote-apps';
import { mount } from './mount.tsx';

const element = document.getElementById('help-center-container');
const query = new URLSearchParams(window.location.search);
const view = query.get('view') ?? undefined;
const locale = query.get('lang') ?? 'en-US';
if (element) void mount(element, sampleContext({ app: 'help-center', view, locale }));
