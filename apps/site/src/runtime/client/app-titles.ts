// The host's side of the page-title event of @rental/remote-apps (issue 23): an app names its view, the
// page composes 'View | Page title' and, when asked, announces it in a polite live region.
import { composePageTitle, type PageTitleDetail, pageTitleEvent } from '@rental/remote-apps/page-title';

const announcerId = 'app-title-announcer';

/** Listens for app titles on `doc`; each page keeps its own title to compose with and to restore. */
export function installAppTitles(doc: Document = document): void {
  doc.addEventListener(pageTitleEvent, (event) => {
    const detail = (event as CustomEvent<PageTitleDetail>).detail;
    if (!detail || (detail.title !== null && typeof detail.title !== 'string')) return;
    const titleElement = doc.querySelector('title');
    if (!titleElement) return;
    // The page's own title, remembered on its <title> (a client-side navigation brings a new one).
    titleElement.dataset.pageTitle ??= titleElement.textContent ?? '';
    const title = composePageTitle(detail.title, titleElement.dataset.pageTitle);
    if (doc.title === title) return;
    doc.title = title;
    if (detail.announce) announce(doc, title);
  });
}

function announce(doc: Document, text: string): void {
  let region = doc.getElementById(announcerId);
  if (!region) {
    region = doc.createElement('div');
    region.id = announcerId;
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    doc.body.append(region);
  }
  // A change of text is what screen readers announce: clear first so a repeated title is read again.
  region.textContent = '';
  const target = region;
  setTimeout(() => {
    target.textContent = text;
  }, 50);
}
