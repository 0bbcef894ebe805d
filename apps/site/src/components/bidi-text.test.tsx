// Latin runs inside right-to-left text are isolated; left-to-right text is left alone.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BidiText } from './bidi-text.tsx';

const html = (text: string, dir: 'ltr' | 'rtl') => renderToStaticMarkup(<BidiText text={text} dir={dir} />);

describe('BidiText', () => {
  it('isolates the Latin runs of an Arabic sentence, keeping the sentence punctuation outside', () => {
    expect(html('© 2026 Kestrel Mobility. جميع الأسعار شاملة الضرائب. Kestrel علامة تجريبية.', 'rtl')).toBe(
      '<bdi dir="ltr">© 2026 Kestrel Mobility</bdi>. جميع الأسعار شاملة الضرائب. <bdi dir="ltr">Kestrel</bdi> علامة تجريبية.',
    );
  });

  it('leaves Arabic-only text and left-to-right pages as they are', () => {
    expect(html('مركز المساعدة', 'rtl')).toBe('مركز المساعدة');
    expect(html('© 2026 Kestrel Mobility. All prices include VAT.', 'ltr')).toBe(
      '© 2026 Kestrel Mobility. All prices include VAT.',
    );
  });

  it('keeps a time with its marker together', () => {
    expect(html('الاستلام 12:30 PM', 'rtl')).toBe('الاستلام <bdi dir="ltr">12:30 PM</bdi>');
  });
});
