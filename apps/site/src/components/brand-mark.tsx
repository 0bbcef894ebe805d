// The demo brand's word mark: a drawn kestrel wing and the tenant's brand name (no image request).
export function BrandMark({ brand, home }: { brand: string; home: string }) {
  return (
    <a className="brand" href={home}>
      <svg
        className="brand__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
        <path d="M6 21c6-1 10-4 13-9l7-4-3 7c-2 5-7 8-17 6z" fill="#fff" />
        <circle cx="22.5" cy="10.5" r="1.3" fill="var(--color-accent)" />
      </svg>
      <span className="brand__name">{brand}</span>
    </a>
  );
}
