// Standalone page of the app (`npm run dev -w @rental/pay` without a site): mounts it with a sample
// context; `?view=renewal` shows the card-renewal view.
import '@rental/ui/tokens.css';
import { sampleContext } from '@rental/remote-apps';
import { mount } from './mount.tsx';

const element = document.getElementById('pay-container');
const view = new URLSearchParams(location.search).get('view') === 'renewal' ? 'renewal' : 'link';
if (element) void mount(element, sampleContext({ app: 'pay', view }));
