// Toasts keep clear of an open dialog's title and close button.
import { describe, expect, it } from 'vitest';
import { toastPlacement } from './toast-placement';

const phone = { width: 375, height: 812 };
const screen = { width: 1280, height: 800 };
const box = (top: number, bottom: number, left: number, right: number) => ({ top, bottom, left, right });

describe('toastPlacement', () => {
  it('is at the top when no dialog is open, or above a dialog with room over it', () => {
    expect(toastPlacement(phone, null)).toEqual({ position: 'top-center' });
    expect(toastPlacement(phone, box(240, 560, 16, 359))).toEqual({ position: 'top-center' });
  });

  it('goes below a dialog that reaches the top but leaves room under it', () => {
    expect(toastPlacement(phone, box(16, 600, 16, 359))).toEqual({ position: 'bottom-center' });
  });

  it('goes beside a tall dialog on a wide screen with room on its right, else to the bottom left', () => {
    expect(toastPlacement({ width: 1600, height: 800 }, box(16, 784, 512, 1088))).toEqual({ position: 'top-right' });
    expect(toastPlacement(screen, box(16, 784, 352, 928))).toEqual({ position: 'bottom-left' });
  });

  it("goes under the header of a phone's dialog that fills the screen, clear of its title and its buttons", () => {
    const dialog = box(8, 804, 8, 367);
    expect(toastPlacement(phone, dialog, box(8, 192, 8, 367))).toEqual({ position: 'top-center', top: 200 });
    // A header scrolled away: under the dialog's top edge.
    expect(toastPlacement(phone, dialog, box(-300, -100, 8, 367))).toEqual({ position: 'top-center', top: 16 });
  });

  it('goes to the bottom of a phone when the header takes half the screen, or there is none', () => {
    expect(toastPlacement(phone, box(8, 804, 8, 367), box(8, 400, 8, 367))).toEqual({ position: 'bottom-center' });
    expect(toastPlacement(phone, box(8, 804, 8, 367))).toEqual({ position: 'bottom-center' });
  });
});
