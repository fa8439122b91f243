import { trackReferenceMaxLength } from '@connect/domain/shipments/tracking-check';

/**
 * The reference of a tracking address when it is one the server would accept: `trackQuerySchema`'s rule for
 * `reference` (trimmed, 1 to 60 characters) without loading the schemas on a page opened from a link (decision 105).
 */
export function trackingReferenceOf(raw: string): string | undefined {
  const reference = raw.trim();
  return reference.length > 0 && reference.length <= trackReferenceMaxLength ? reference : undefined;
}

/**
 * The name checks a signed-out visitor typed for their tracking references (decision 030), kept in this tab's
 * session storage so the detail and result pages survive a reload. Not in the address: a link that is shared,
 * bookmarked or kept in history carries the reference alone, and whoever opens it is asked for the name. Storage
 * that fails (private mode, disabled) costs a second question, nothing else.
 */
const storageKey = 'connect.tracking.checks';
/** The most references remembered; the oldest go first. */
const maxChecks = 20;

type Checks = Record<string, string>;

const keyOf = (reference: string) => reference.trim().toLowerCase();

function readChecks(): Checks {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    const parsed: unknown = raw === null ? {} : JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The name check typed for a reference in this tab, or '' when there is none. */
export function trackingCheckFor(reference: string): string {
  return readChecks()[keyOf(reference)] ?? '';
}

/** Remembers the name check that found a reference (and the references found through it, e.g. a master bill's). */
export function rememberTrackingCheck(references: readonly string[], party: string): void {
  if (party.trim() === '') return;
  const checks = readChecks();
  for (const reference of references) {
    delete checks[keyOf(reference)];
    checks[keyOf(reference)] = party.trim();
  }
  const kept = Object.entries(checks).slice(-maxChecks);
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // see above
  }
}
