// 'Leave without saving?': shown while a leave guard holds a navigation (use-leave-guard.ts). Stay keeps
// the page and what was typed; Leave goes on and drops the changes.
import type { Blocker } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.state === 'blocked' && blocker.reset()}>
      <DialogContent className="sm:max-w-md" role="alertdialog">
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>Your changes are not saved yet. If you leave now, they will be lost.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            Leave
          </Button>
          <Button onClick={() => blocker.state === 'blocked' && blocker.reset()} autoFocus>
            Stay and save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
