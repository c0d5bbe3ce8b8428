// A thin gold bar at the top of the window while the next screen's code or data loads.
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-gold-soft opacity-0 animate-[fade-in_150ms_ease-out_200ms_forwards]"
    >
      <div className="h-full w-full origin-left animate-progress bg-gold" />
    </div>
  );
}
