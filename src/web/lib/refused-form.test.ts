// The refused form's toast names the actual problem.
import { describe, expect, it } from 'vitest';
import { FILL_REQUIRED_FIELDS } from '@shared/reference/form-messages';
import { refusedFormMessage } from './refused-form';

const error = (message: string) => ({ type: 'custom', message });

describe('refusedFormMessage', () => {
  it("says the one problem in the field's own words, blank or not", () => {
    expect(refusedFormMessage({ endTime: error('The event must end after it starts') }, { endTime: '17:00' })).toBe('The event must end after it starts');
    expect(refusedFormMessage({ eventName: error('Please enter the event name') }, { eventName: '' })).toBe('Please enter the event name');
  });

  it('asks for the required fields when several problems include blank fields', () => {
    expect(
      refusedFormMessage(
        { eventName: error('Please enter the event name'), endTime: error('The event must end after it starts') },
        { eventName: ' ', endTime: '17:00' },
      ),
    ).toBe(FILL_REQUIRED_FIELDS);
  });

  it('counts the fields when none of them is blank', () => {
    expect(refusedFormMessage({ email: error('Please enter a valid email address'), endTime: error('x') }, { email: 'a@', endTime: '17:00' })).toBe(
      'Please check the 2 highlighted fields.',
    );
  });
});
