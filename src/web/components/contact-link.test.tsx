// @vitest-environment jsdom
// ContactLink: a number or address becomes a tel: or mailto: link by the shared rule, or stays plain text
// when it cannot be one.
import '../../test/jsdom-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactLink } from './contact-link';

describe('ContactLink', () => {
  it('links a phone number and an e-mail address by the shared rules', () => {
    render(
      <>
        <ContactLink kind="phone" value="(404) 555-0123" />
        <ContactLink kind="email" value=" keisha@example.org " className="hover:underline" />
      </>,
    );
    expect(screen.getByRole('link', { name: '(404) 555-0123' }).getAttribute('href')).toBe('tel:+14045550123');
    const email = screen.getByRole('link', { name: 'keisha@example.org' });
    expect(email.getAttribute('href')).toBe('mailto:keisha@example.org');
    expect(email.className).toBe('hover:underline');
  });

  it('leaves what cannot be dialled or written to as text, and shows its children when given', () => {
    render(
      <>
        <ContactLink kind="phone" value="call the front desk" />
        <ContactLink kind="email" value="not an address" />
        <ContactLink kind="email" value="help@example.org">
          Write to us
        </ContactLink>
      </>,
    );
    expect(screen.queryByRole('link', { name: 'call the front desk' })).toBeNull();
    expect(screen.getByText('not an address').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('mailto:help@example.org');
  });
});
