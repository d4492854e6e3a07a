import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleDateField } from './locale-date-field';

const speaks = (language: string) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue([language]);

afterEach(() => vi.restoreAllMocks());

const field = (onChange = vi.fn(), value: string | null = null) => {
  render(
    <LocaleDateField id="day" legend="Day of the date" value={value} min="2026-11-27" onChange={onChange} />,
  );
  const group = screen.getByRole('group', { name: 'Day of the date' });
  return { group, boxes: within(group).getAllByRole('combobox'), onChange };
};

describe('the day of a date, in the member’s locale', () => {
  it('asks a German member for day, month and year, in that order, with German month names', async () => {
    speaks('de-DE');
    const { group, boxes, onChange } = field();
    expect(boxes.map((box) => box.id)).toEqual(['day-day', 'day-month', 'day-year']);
    const user = userEvent.setup();
    await user.selectOptions(within(group).getByLabelText('Day'), '5');
    await user.selectOptions(within(group).getByLabelText('Month'), 'Dezember');
    expect(onChange).not.toHaveBeenCalled();
    await user.selectOptions(within(group).getByLabelText('Year'), '2026');
    expect(onChange).toHaveBeenCalledWith('2026-12-05');
  });

  it('asks an American member for the month first, and a French one in French', () => {
    speaks('en-US');
    expect(field().boxes.map((box) => box.id)).toEqual(['day-month', 'day-day', 'day-year']);
    document.body.innerHTML = '';
    speaks('fr-FR');
    const { group } = field();
    expect(
      within(within(group).getByLabelText('Month')).getByRole('option', { name: 'décembre' }),
    ).toBeTruthy();
  });

  it('shows a saved day in its three fields, and refuses a day before the first allowed', async () => {
    speaks('fr-FR');
    const { group, onChange } = field(vi.fn(), '2026-12-24');
    expect(within(group).getByLabelText('Day')).toHaveValue('24');
    expect(within(group).getByLabelText('Month')).toHaveValue('12');
    expect(within(group).getByLabelText('Year')).toHaveValue('2026');
    await userEvent.setup().selectOptions(within(group).getByLabelText('Month'), 'novembre');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose today or a later day.');
  });
});
