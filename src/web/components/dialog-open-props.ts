// What every dialog that its opener controls takes: whether it is open, and how it asks to open or close.
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
