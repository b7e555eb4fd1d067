-- A vendor describes its shop in Swahili and Somali too (issue 44: the catalogue in three
-- languages), as it names and describes its products (20250120000200_seller_products.sql). null
-- is a language the vendor left empty: the shop shows the English description there.

alter table public.vendors
  add column description_sw text check (char_length(description_sw) <= 2000),
  add column description_so text check (char_length(description_so) <= 2000);

-- Members write their own vendor's descriptions as they write the English one
-- (20250120000100_seller_roles.sql); anyone reads them through the table's select grant.
grant update (description_sw, description_so) on public.vendors to authenticated;
