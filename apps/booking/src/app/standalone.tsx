// Standalone page of the app (`npm run dev -w @rental/booking` without a site): mounts it with a sample
// context; `?view=funnel` shows the funnel instead of the search.
import '@rental/ui/tokens.css';
import { sampleContext } from '@rental/remote-apps';
import { mount } from './mount.tsx';

const element = document.getElementById('booking-engine-container');
const view = new URLSearchParams(location.search).get('view') === 'funnel' ? 'funnel' : 'search';
if (element) void mount(element, sampleContext({ app: 'booking', view }));
