import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { Button } from './button.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { CheckboxField, SelectField, TextField } from './field.tsx';
import { Loading, Notice } from './notice.tsx';

afterEach(cleanup);

function Phone({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="f-phone"
      label="Phone number"
      hint="Without the dialling prefix"
      prefix="+49"
      type="tel"
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('TextField', () => {
  it('labels the input and describes it by its hint and error, with stable ids', async () => {
    const { container } = render(<Phone error="Enter a valid phone number." />);
    const input = screen.getByLabelText('Phone number');
    expect(input.id).toBe('f-phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('f-phone-error')?.textContent).toBe('Enter a valid phone number.');
    expect(document.getElementById('f-phone-hint')?.textContent).toBe('Without the dialling prefix');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toEqual(expect.arrayContaining(['f-phone-hint', 'f-phone-error']));
    expect(screen.getByText('+49').getAttribute('aria-hidden')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is valid without an error and passes typing up', () => {
    render(<Phone />);
    const input = screen.getByLabelText('Phone number') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input, { target: { value: '30 1234567' } });
    expect(input.value).toBe('30 1234567');
    expect(document.getElementById('f-phone-error')).toBeNull();
  });

  it('renders a textarea with rows', () => {
    render(<TextField id="f-msg" label="Your message" rows={6} value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Your message').tagName).toBe('TEXTAREA');
  });
});

describe('SelectField and CheckboxField', () => {
  it('a native select with a placeholder option, hint and error', async () => {
    const { container } = render(
      <SelectField
        id="f-topic"
        label="Topic *"
        placeholder="Choose a topic"
        options={[{ value: 'booking', label: 'My booking' }]}
        value=""
        onChange={() => {}}
        error="Choose a topic."
      />,
    );
    const select = screen.getByLabelText('Topic *');
    expect(select.getAttribute('aria-describedby')).toBe('f-topic-error');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a topic', 'My booking']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a checkbox whose label holds a link, with an error', async () => {
    const { container } = render(
      <CheckboxField
        id="f-terms"
        label={
          <>
            I accept the <a href="/terms">terms</a>
          </>
        }
        checked={false}
        onChange={() => {}}
        error="Please accept the terms and conditions."
      />,
    );
    const box = screen.getByRole('checkbox', { name: /I accept the/ });
    expect(box.getAttribute('aria-describedby')).toBe('f-terms-error');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ErrorSummary', () => {
  it('takes the focus, names each field and moves the focus to it', async () => {
    const { container } = render(
      <>
        <ErrorSummary
          title="Please correct 2 fields:"
          items={[
            { id: 'f-name', label: 'Name', message: 'This field cannot be left empty.' },
            { id: 'f-mail', message: 'Enter a valid e-mail address.' },
          ]}
        />
        <label htmlFor="f-name">Name</label>
        <input id="f-name" />
        <label htmlFor="f-mail">E-mail</label>
        <input id="f-mail" />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain('Please correct 2 fields:');
    act(() => screen.getByRole('link', { name: 'Name: This field cannot be left empty.' }).click());
    expect(document.activeElement?.id).toBe('f-name');
    expect(screen.getByRole('link', { name: 'Enter a valid e-mail address.' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders nothing without problems', () => {
    const { container } = render(<ErrorSummary title="x" items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Button, Notice, Loading', () => {
  it('presses by click and keyboard; notices announce', async () => {
    let pressed = 0;
    const { container } = render(
      <>
        <Button onPress={() => pressed++}>Try again</Button>
        <Notice tone="error" actions={<Button variant="secondary">Change search</Button>}>
          Something went wrong on our side.
        </Notice>
        <Notice>The date has been reset.</Notice>
        <Loading label="Loading offers…" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Try again' });
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyUp(button, { key: 'Enter' });
    expect(pressed).toBe(2);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'The date has been reset.',
      'Loading offers…',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });
});
