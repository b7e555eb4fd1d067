import type { SupabaseClient } from '@supabase/supabase-js';

/** The Email Preferences of the profile page, saved in the user's `profiles` row. */
export const PREFERENCE_COLUMNS = ['order_notifications', 'marketing_emails', 'security_alerts'] as const;
export type Preference = (typeof PREFERENCE_COLUMNS)[number];
export type Preferences = Record<Preference, boolean>;

/** All on by default (spec), also for a row that predates the columns. */
export const DEFAULT_PREFERENCES: Preferences = { order_notifications: true, marketing_emails: true, security_alerts: true };

export async function loadPreferences(supabase: SupabaseClient, userId: string): Promise<Preferences> {
  const { data, error } = await supabase.from('profiles').select(PREFERENCE_COLUMNS.join(', ')).eq('id', userId).maybeSingle();
  if (error) throw error;
  const row = (data ?? {}) as Partial<Record<Preference, unknown>>;
  const preferences = { ...DEFAULT_PREFERENCES };
  for (const column of PREFERENCE_COLUMNS) if (typeof row[column] === 'boolean') preferences[column] = row[column];
  return preferences;
}

export async function savePreference(supabase: SupabaseClient, userId: string, column: Preference, value: boolean): Promise<void> {
  const { error } = await supabase
    .from('profiles')
    .update({ [column]: value })
    .eq('id', userId);
  if (error) throw error;
}
