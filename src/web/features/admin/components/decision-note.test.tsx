// @vitest-environment jsdom
// The decision under a request: who, when and what was said, boxed under the details; nothing at all
// when there is nothing to say (no empty grey box).
import '../../../../test/jsdom-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DecisionBox } from './decision-note';

describe('DecisionBox', () => {
  it('shows the decision, who made it and the feedback in its box', () => {
    render(<DecisionBox label="Denied" by="admin" at="2026-03-05T14:22:00.000Z" text="Please add a photo." />);
    expect(screen.getByText(/^Denied by admin on /)).toBeTruthy();
    const feedback = screen.getByText('“Please add a photo.”');
    expect(feedback.closest('div')?.className).toContain('bg-muted/70');
  });

  it('renders nothing without a date or a text', () => {
    const { container } = render(<DecisionBox label="Approved" at={null} text={null} />);
    expect(container.innerHTML).toBe('');
  });
});
