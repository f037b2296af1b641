import { ExternalLink } from 'lucide-react';
import { activationStepsFor, redeemLinkFor, type ActivationPlatform } from '#contracts/activation-platform.constants';

/**
 * How to activate a key on its platform: the steps, and once the key is revealed, the platform's
 * redeem page (for Steam with the key filled in). Keys whose product names no platform get the
 * general steps.
 */
export function ActivationGuide({ platform, code, productName }: { platform: ActivationPlatform | null; code: string | null; productName: string }) {
  const link = code ? redeemLinkFor(platform, code) : null;
  return (
    <details className="mt-3 rounded-lg border border-border bg-muted/30 px-3 py-2 text-sm" open={code !== null}>
      <summary className="cursor-pointer font-medium">{platform ? `How to activate on ${platform}` : 'How to activate this key'}</summary>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted-foreground">
        {activationStepsFor(platform).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {platform && link && (
        <a href={link} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex items-center gap-1.5 font-semibold text-highlight underline-offset-2 hover:underline">
          Redeem on {platform}
          <span className="sr-only"> ({productName} key, opens in a new tab)</span>
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      )}
    </details>
  );
}
