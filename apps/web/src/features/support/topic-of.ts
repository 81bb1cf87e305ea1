import { SUPPORT_TOPICS, type SupportTopic } from '@cloudmine/api';

/** A topic from a link (`?topic=`, e.g. from a refusal's dialog), or null for anything else. */
export function topicOf(value: string | null): SupportTopic | null {
  return value !== null && (SUPPORT_TOPICS as readonly string[]).includes(value)
    ? (value as SupportTopic)
    : null;
}
