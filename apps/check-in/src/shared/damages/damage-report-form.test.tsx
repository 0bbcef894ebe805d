// The damage report form: its checks before sending, the area from the outline or the list, the photos,
// what the caller gets, and the API's refusal shown on each field.
import { ApiError } from '@rental/api-client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-support.tsx';
import { type DamageKind, type DamageReport, DamageReportForm } from './index.ts';

afterEach(cleanup);

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });

async function setUp(onSubmit: (report: DamageReport) => Promise<void> | void, locale = 'en-US') {
  renderWithApp(<DamageReportForm onSubmit={onSubmit} submitLabel="Report the damage" />, { locale });
  await screen.findByRole('heading', { level: 3 });
}

const send = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Report the damage' })));

async function addPhoto(n: number, file: File) {
  const input = screen.getByLabelText(`Photo ${n}`) as HTMLInputElement;
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
}

describe('DamageReportForm', () => {
  it('names every missing answer in a summary that links to its field and takes the focus', async () => {
    const onSubmit = vi.fn();
    await setUp(onSubmit);
    await send();
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Where is the damage? Choose where the damage is.', '#damage-report-area'],
      ['What kind of damage is it? Choose what kind of damage it is.', '#damage-report-kind'],
      ['Describe the damage: Describe the damage in at least 3 characters.', '#damage-report-description'],
    ]);
    expect(screen.getByLabelText('What kind of damage is it?').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the area from the outline or the list, and gives the report with its photos', async () => {
    const reports: DamageReport[] = [];
    await setUp((report) => {
      reports.push(report);
    });
    const area = screen.getByLabelText('Where is the damage?') as HTMLSelectElement;
    fireEvent.keyDown(screen.getByRole('button', { name: 'Rear left' }), { key: 'Enter' });
    expect(area.value).toBe('rear-left');
    expect(screen.getByRole('button', { name: 'Rear left' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(area, { target: { value: 'windscreen' } });
    expect(screen.getByRole('button', { name: 'Windshield' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Rear left' }).getAttribute('aria-pressed')).toBe('false');
    const chip: DamageKind = 'chip';
    fireEvent.change(screen.getByLabelText('What kind of damage is it?'), { target: { value: chip } });
    fireEvent.change(screen.getByLabelText('Describe the damage'), {
      target: { value: '  Stone chip at eye level  ' },
    });
    const first = jpeg('one.jpg');
    const second = jpeg('two.jpg');
    await addPhoto(1, first);
    await addPhoto(2, second);
    await addPhoto(3, jpeg('three.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    await send();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({
      area: 'windscreen',
      kind: 'chip',
      description: 'Stone chip at eye level',
      photos: [first, second],
    });
    // Taken: the form is empty again and says so.
    expect(
      await screen.findByText('Thank you: the damage is reported. You can report another one.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Describe the damage') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).toBeNull();
  });

  it('takes six photos at most', async () => {
    await setUp(() => {});
    for (let n = 1; n <= 6; n++) await addPhoto(n, jpeg(`${n}.jpg`));
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(6);
    expect(screen.queryByLabelText('Photo 7')).toBeNull();
  });

  it('shows the API’s refusal of a field on that field and in the summary', async () => {
    await setUp(() => {
      throw new ApiError(400, 'photo_not_image', 'Refused', {
        description: 'Please describe the damage in your own words.',
        'photoUploadIds.0': 'This file is not a photo. Please take a photo of the damage.',
      });
    });
    fireEvent.change(screen.getByLabelText('Where is the damage?'), { target: { value: 'roof' } });
    fireEvent.change(screen.getByLabelText('What kind of damage is it?'), { target: { value: 'dent' } });
    fireEvent.change(screen.getByLabelText('Describe the damage'), { target: { value: 'asdf' } });
    await addPhoto(1, jpeg('one.jpg'));
    await send();
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#damage-report-description', '#damage-report-photo-1']);
    const description = screen.getByLabelText('Describe the damage');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('damage-report-description-error')?.textContent).toBe(
      'Please describe the damage in your own words.',
    );
    expect(document.getElementById('damage-report-photo-1-error')?.textContent).toBe(
      'This file is not a photo. Please take a photo of the damage.',
    );
    // Nothing typed is lost.
    expect((description as HTMLTextAreaElement).value).toBe('asdf');
  });

  it('says when the report could not be sent, in the page’s language, keeping the answers', async () => {
    await setUp(() => {
      throw new ApiError(0, 'network', 'fetch failed');
    }, 'de-DE');
    fireEvent.change(screen.getByLabelText('Wo ist der Schaden?'), { target: { value: 'rear' } });
    fireEvent.change(screen.getByLabelText('Welche Art von Schaden ist es?'), {
      target: { value: 'scratch' },
    });
    fireEvent.change(screen.getByLabelText('Beschreiben Sie den Schaden'), { target: { value: 'Kratzer' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Report the damage' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wir konnten Ihre Meldung nicht senden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect((screen.getByLabelText('Beschreiben Sie den Schaden') as HTMLTextAreaElement).value).toBe(
      'Kratzer',
    );
  });
});
