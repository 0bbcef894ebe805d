// The element a container shows when its app cannot be shown: by the host (load or mount failed) and by
// defineReactApp (the app crashed after mounting).

/**
 * The fallback shown in a failed app's container. It is laid over the container's reserved space
 * (absolutely positioned, no margins) so it never moves the page (CLS 0); in a container too small
 * for a sentence (the 40 px login entry) the text stays for screen readers and the title, and a sign shows.
 */
export function fallbackElement(doc: Document, container: HTMLElement, text: string): HTMLElement {
  if (doc.defaultView?.getComputedStyle(container).position === 'static')
    container.style.position = 'relative';
  const box = doc.createElement('p');
  box.className = 'remote-app-fallback';
  box.setAttribute('role', 'status');
  box.title = text;
  Object.assign(box.style, {
    position: 'absolute',
    inset: '0',
    margin: '0',
    padding: '0.25rem 0.5rem',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    textAlign: 'center',
    fontSize: '0.875rem',
    lineHeight: '1.3',
  });
  const label = doc.createElement('span');
  label.textContent = text;
  const small = container.clientHeight > 0 && container.clientHeight < 48;
  if (small) {
    Object.assign(label.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    });
    const sign = doc.createElement('span');
    sign.setAttribute('aria-hidden', 'true');
    sign.textContent = '!';
    sign.style.fontWeight = '700';
    box.append(sign);
  }
  box.append(label);
  return box;
}
