/** Whether the backend's auth settings (`GET /auth/v1/settings`) list Google as enabled. */
export async function googleProviderEnabled(supabaseUrl: string, anonKey: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const response = await fetchImpl(`${supabaseUrl.replace(/\/+$/, '')}/auth/v1/settings`, { headers: { apikey: anonKey } });
  if (!response.ok) throw new Error(`auth settings: HTTP ${response.status}`);
  const settings = (await response.json()) as { external?: Record<string, unknown> } | null;
  return settings?.external?.['google'] === true;
}
