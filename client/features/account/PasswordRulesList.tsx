import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES } from '#server/auth/password-policy';
import { cn } from '../../lib/cn';

/** The rules a new password must meet, ticked off as the person types; the field names it as its description. */
export function PasswordRulesList({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="grid gap-1 text-xs sm:grid-cols-2">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.code} className={cn('flex items-center gap-1.5 transition-colors', met ? 'text-emerald-600 dark:text-emerald-400' : 'text-muted-foreground')}>
            {met ? <Check className="size-3.5" strokeWidth={3} aria-hidden="true" /> : <Circle className="size-3" aria-hidden="true" />}
            {rule.label}
            <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
