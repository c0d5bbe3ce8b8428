// @vitest-environment jsdom
// Button asChild: the child element (a link) carries the button's classes and its own, both click
// handlers run, the child's attributes win, and a ref reaches the rendered element.
import '../../../test/jsdom-setup';
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button asChild', () => {
  it('renders the child with merged classes, handlers, styles and the ref', async () => {
    const outer = vi.fn();
    const inner = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button asChild variant="link" className="mt-2 px-1" onClick={outer} style={{ color: 'red' }} ref={ref}>
        <a href="/account" className="font-bold" onClick={inner} style={{ margin: 0 }} aria-label="Owner sign in">
          Sign in
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Owner sign in' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/account');
    expect(link.className).toContain('mt-2');
    expect(link.className).toContain('font-bold');
    // tailwind-merge still settles conflicts: the caller's padding replaces the size's.
    expect(link.className.split(' ')).toContain('px-1');
    expect(link.className).not.toContain('px-5');
    expect(link.getAttribute('data-slot')).toBe('button');
    expect(link.style.color).toBe('red');
    expect(link.style.margin).toBe('0px');
    await userEvent.click(link);
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(link);
  });

  it('renders a plain button without asChild', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' }).tagName).toBe('BUTTON');
  });
});
