// One photo taken with the phone's camera (a file input with `capture`, so a desktop chooses a file),
// resized in the browser before it is kept (resize-photo.ts), shown back as a preview with its label as
// the image's text. The value is a Blob the view keeps (in memory, or IndexedDB for the check-out).
import { useEffect, useId, useState } from 'react';
import { resizePhoto } from './resize-photo.ts';

export interface PhotoFieldProps {
  /** The field's visible label (also the preview's alternative text). */
  label: string;
  /** A line under the label: what to photograph. */
  hint?: string;
  /** The photo kept, if any. */
  value: Blob | null;
  /** Called with the resized photo, or null when the choice was cleared. */
  onChange: (photo: Blob | null) => void;
  /** The field's error message, announced and linked to the input. */
  error?: string | undefined;
  /** The input's id (the error summary links to it). */
  id?: string;
  /** The camera to open on a phone (default the rear one). */
  capture?: 'environment' | 'user';
  /** Text while the photo is being prepared. */
  preparingText: string;
  isRequired?: boolean;
}

export function PhotoField({
  label,
  hint,
  value,
  onChange,
  error,
  id,
  capture = 'environment',
  preparingText,
  isRequired,
}: PhotoFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [preparing, setPreparing] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!value || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="ui-field check-in-photo">
      <label htmlFor={inputId} className="ui-label">
        {label}
      </label>
      {hint ? (
        <span id={`${inputId}-hint`} className="ui-hint">
          {hint}
        </span>
      ) : null}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture={capture}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          setPreparing(true);
          try {
            onChange(await resizePhoto(file));
          } finally {
            setPreparing(false);
          }
        }}
      />
      <span aria-live="polite" className="check-in-photo__status">
        {preparing ? preparingText : ''}
      </span>
      {preview ? <img className="check-in-photo__preview" src={preview} alt={label} /> : null}
      {error ? (
        <p id={`${inputId}-error`} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
