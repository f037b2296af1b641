import { useEffect } from 'react';

/** The id of the page's JSON-LD `<script>`, written by the server and kept up to date in the browser. */
export const JSON_LD_SCRIPT_ID = 'product-json-ld';

/**
 * The server writes the product's structured data into the head; vike-react does not update the head
 * on client navigation, so this brings it up to date, and removes it when the visitor leaves the page.
 */
export function useJsonLdScript(json: string): void {
  useEffect(() => {
    let script = document.getElementById(JSON_LD_SCRIPT_ID);
    if (!script) {
      script = document.createElement('script');
      script.id = JSON_LD_SCRIPT_ID;
      script.setAttribute('type', 'application/ld+json');
      document.head.appendChild(script);
    }
    if (script.textContent !== json) script.textContent = json;
    return () => script.remove();
  }, [json]);
}
