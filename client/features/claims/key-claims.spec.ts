import { describe, expect, it } from '@jest/globals';
import type { ClaimedKeyView, KeyClaimView } from '#contracts/claims.contract';
import { base64OfDataUrl, claimMessageError, claimOutcomeText, keyClaimApiPath, keyClaimState, placeClaimedKeys, screenshotFileError } from './key-claims';

const claim = (over: Partial<KeyClaimView> = {}): KeyClaimView => ({ id: 'c1', status: 'open', createdAt: '2026-11-20T15:00:00.000Z', resolution: null, resolvedAt: null, ...over });
const claimed = (id: string, resolution: KeyClaimView['resolution']): ClaimedKeyView => ({
  id,
  productId: 'p',
  productName: 'Halo',
  platform: 'Xbox',
  masked: '••••ABCD',
  deliveredAt: null,
  claim: claim({ id: `claim-${id}`, status: resolution?.action === 'credit' ? 'credited' : 'replaced', resolution }),
});

describe('key claims on the order page', () => {
  it('says how each claim stands, in the words of the page', () => {
    expect(claimOutcomeText(claim())).toBe('Reported — we are looking into it');
    expect(claimOutcomeText(claim({ status: 'replaced', resolution: { action: 'replace', replacementKeyId: 'k2' } }))).toBe('Replaced: your new key is below');
    expect(claimOutcomeText(claim({ status: 'credited', resolution: { action: 'credit', creditCents: 2499 } }))).toBe('Refunded as store credit: €24.99');
    expect(claimOutcomeText(claim({ status: 'rejected', resolution: { action: 'reject', reason: 'Activated elsewhere.' } }))).toBe('Rejected: Activated elsewhere.');
  });

  it('offers the report within the window only, and says why not after it', () => {
    const key = { deliveredAt: '2026-11-20T14:00:00.000Z', claimWindowEndsAt: '2026-11-22T14:00:00.000Z', claim: null };
    expect(keyClaimState(key, new Date('2026-11-22T13:59:00Z'))).toEqual({ kind: 'reportable', until: key.claimWindowEndsAt, previous: null });
    expect(keyClaimState(key, new Date('2026-11-22T14:00:00Z'))).toEqual({ kind: 'closed', deliveredAt: key.deliveredAt, windowHours: 48, previous: null });
    expect(keyClaimState({ ...key, claim: claim() }, new Date('2026-11-21T00:00:00Z'))).toEqual({ kind: 'reported', claim: claim() });
    const rejected = claim({ status: 'rejected', resolution: { action: 'reject', reason: 'No.' } });
    expect(keyClaimState({ ...key, claim: rejected }, new Date('2026-11-21T00:00:00Z'))).toMatchObject({ kind: 'reportable', previous: rejected });
    expect(keyClaimState({ deliveredAt: null, claimWindowEndsAt: null, claim: null }, new Date())).toEqual({ kind: 'closed', deliveredAt: null, windowHours: null, previous: null });
  });

  it('puts a replaced key above its replacement, a chain in order, and refunded keys last', () => {
    const first = claimed('k1', { action: 'replace', replacementKeyId: 'k2' });
    const second = claimed('k2', { action: 'replace', replacementKeyId: 'k3' });
    const refunded = claimed('k9', { action: 'credit', creditCents: 100 });
    const orphan = claimed('k7', { action: 'replace', replacementKeyId: 'gone' });
    const { before, rest } = placeClaimedKeys(['k3', 'k5'], [refunded, second, first, orphan]);
    expect(before.get('k3')?.map((key) => key.id)).toEqual(['k1', 'k2']);
    expect(before.has('k5')).toBe(false);
    expect(rest.map((key) => key.id)).toEqual(['k9', 'k7']);
  });

  it('checks the message and the screenshot before sending', () => {
    expect(claimMessageError('  broken  ')).toBe('Tell us what happens when you activate the key: at least 10 characters.');
    expect(claimMessageError('The key is said to be invalid.')).toBeNull();
    expect(claimMessageError('x'.repeat(2001))).toBe('Keep it to 2,000 characters (2,001 now).');
    expect(screenshotFileError({ type: 'image/png', size: 700 * 1024 })).toBeNull();
    expect(screenshotFileError({ type: 'image/png', size: 700 * 1024 + 1 })).toBe('This screenshot is 701 KB: it can be at most 700 KB. Crop it, or save it as a JPEG.');
    expect(screenshotFileError({ type: 'image/gif', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.');
    expect(screenshotFileError({ type: 'image/webp', size: 0 })).toBe('This file is empty: choose another screenshot.');
    expect(base64OfDataUrl('data:image/png;base64,iVBORw0=')).toBe('iVBORw0=');
  });

  it('addresses the claim of a key of an order', () => {
    expect(keyClaimApiPath('KS-2026-000123', 'k/1')).toBe('/api/orders/KS-2026-000123/keys/k%2F1/claims');
  });
});
