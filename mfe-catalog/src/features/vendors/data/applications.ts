import type { SupabaseClient } from '@supabase/supabase-js';
import type { VendorApplication } from '@marketplace/contracts';

const APPLICATION_LOGO_BUCKET = 'vendor-applications';

/** A file name that is safe as the last segment of a storage path. */
function safeFileName(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+/, '')
    .slice(-80);
  return cleaned || 'logo';
}

/**
 * Stores an application: the logo first (private bucket, under a fresh uuid folder so names never
 * collide), then the row that points at it. The table is insert-only for shoppers, so nothing is
 * read back.
 */
export async function submitApplication(supabase: SupabaseClient, application: VendorApplication, logo: File | null): Promise<void> {
  let logoPath: string | null = null;
  if (logo) {
    const path = `${crypto.randomUUID()}/${safeFileName(logo.name)}`;
    const { error } = await supabase.storage.from(APPLICATION_LOGO_BUCKET).upload(path, logo, { contentType: logo.type, upsert: false });
    if (error) throw error;
    logoPath = path;
  }
  const { error } = await supabase.from('vendor_applications').insert({
    business_name: application.businessName,
    contact_name: application.contactName,
    email: application.email,
    phone: application.phone,
    category: application.category,
    description: application.description,
    logo_path: logoPath,
  });
  if (error) throw error;
}
