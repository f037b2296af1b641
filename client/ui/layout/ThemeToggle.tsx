import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../features/theme/ThemeProvider';
import { buttonStyles } from '../button-styles';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button type="button" onClick={toggleTheme} aria-label={label} title={label} className={buttonStyles({ variant: 'ghost', size: 'icon' })}>
      {/* The icon follows the class on <html>, so it is right from the first paint, before hydration. */}
      <Sun className="hidden dark:block" aria-hidden="true" />
      <Moon className="dark:hidden" aria-hidden="true" />
    </button>
  );
}
