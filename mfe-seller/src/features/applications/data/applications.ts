import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from '../../../lib/backend';
import { invokeFunction } from '../../../lib/functions';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** A start-selling application as operators read it (docs/seller-workflows.md). */
export interface Application {
  id: number;
  business_name: string;
  contact_name: string;
  email: string;
  phone: string;
  category: string;
  location: string | null;
  description: string;
  logo_path: string | null;
  created_at: string;
  status: ApplicationStatus;
  reviewed_at: string | null;
  reject_reason: string | null;
  vendor_id: string | null;
}

/** The applications bucket is private: operators see a logo through a signed address. */
const LOGOS = 'vendor-applications';
const LOGO_URL_SECONDS = 600;

/** Applications newest first (pending only unless `all`), each with its logo's signed address. */
export async function readApplications(supabase: SupabaseClient, all: boolean): Promise<Array<Application & { logoUrl: string | null }>> {
  let query = supabase.from('vendor_applications').select('*');
  if (!all) query = query.eq('status', 'pending');
  const rows = dataOf<Application[]>(await query.order('created_at', { ascending: false })) ?? [];
  const paths = rows.flatMap((r) => (r.logo_path ? [r.logo_path] : []));
  const signed = new Map<string, string>();
  if (paths.length > 0) {
    const answer = await supabase.storage.from(LOGOS).createSignedUrls(paths, LOGO_URL_SECONDS);
    // A logo that cannot be shown leaves its application readable.
    for (const entry of answer.data ?? []) if (entry.path && entry.signedUrl) signed.set(entry.path, entry.signedUrl);
  }
  return rows.map((row) => ({ ...row, logoUrl: row.logo_path ? (signed.get(row.logo_path) ?? null) : null }));
}

export type Decision = { decision: 'approve'; redirectTo: string } | { decision: 'reject'; reason: string };

export interface ReviewAnswer {
  name?: string;
  business_name?: string;
  email: string;
  joined?: boolean;
  invited?: boolean;
}

/**
 * Reviews through the Edge Function, which mails the applicant after the decision commits
 * (approve also invites, or joins an existing account to the new vendor).
 */
export async function reviewApplication(supabase: SupabaseClient, applicationId: number, decision: Decision): Promise<ReviewAnswer> {
  const body =
    decision.decision === 'approve'
      ? { application_id: applicationId, decision: 'approve', redirect_to: decision.redirectTo }
      : { application_id: applicationId, decision: 'reject', reason: decision.reason };
  return invokeFunction<ReviewAnswer>(supabase, 'review-vendor-application', body);
}
