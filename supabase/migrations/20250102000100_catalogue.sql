-- The marketplace's one catalogue: categories, vendors and products, readable by anyone,
-- written only by service_role. The catalogue rows are inserted here rather than in seed.sql:
-- they are reference data the shop cannot run without, and a hosted project receives
-- migrations (`supabase db push`) but never seed.sql, which the local backend also runs
-- only for a brand-new database.

create table public.categories (
  slug text primary key check (slug ~ '^[a-z0-9-]{1,40}$'),
  name_en text not null check (char_length(name_en) between 1 and 100),
  name_so text not null check (char_length(name_so) between 1 and 100),
  name_sw text not null check (char_length(name_sw) between 1 and 100),
  description_en text not null default '' check (char_length(description_en) <= 1000),
  description_so text not null default '' check (char_length(description_so) <= 1000),
  description_sw text not null default '' check (char_length(description_sw) <= 1000),
  image text check (char_length(image) <= 500),
  sort_order integer not null default 0,
  listed_count integer not null default 0 check (listed_count >= 0)
);

create table public.vendors (
  id text primary key check (id ~ '^[a-z0-9-]{1,40}$'),
  -- The name lowercased, spaces to hyphens, anything but a letter, digit or hyphen stripped.
  slug text not null unique
    constraint vendors_slug_from_name check (slug = regexp_replace(replace(lower(name), ' ', '-'), '[^a-z0-9-]', '', 'g')),
  name text not null check (char_length(name) between 1 and 120),
  category text references public.categories (slug),
  rating numeric(2, 1) not null default 0 check (rating between 0 and 5),
  -- Kept true by triggers on products; whatever a writer puts here is overwritten.
  product_count integer not null default 0,
  image text check (char_length(image) <= 500),
  description text not null default '' check (char_length(description) <= 2000),
  location text check (char_length(location) <= 200),
  joined_on date not null default current_date,
  featured boolean not null default false
);

create table public.products (
  id text primary key check (id ~ '^[a-z0-9-]{1,40}$'),
  vendor_id text not null constraint products_vendor_id_fkey references public.vendors (id),
  category text not null references public.categories (slug),
  name text not null check (char_length(name) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  price numeric(12, 2) not null check (price >= 0),
  original_price numeric(12, 2) check (original_price >= price),
  rating numeric(2, 1) not null default 0 check (rating between 0 and 5),
  rating_count integer not null default 0 check (rating_count >= 0),
  is_new boolean not null default false,
  is_featured boolean not null default false,
  featured_order integer unique,
  discovery_order integer unique,
  stock integer not null default 0 check (stock >= 0),
  image text check (char_length(image) <= 500),
  created_at timestamptz not null default now(),
  -- Maintained by triggers: it spans the vendor's and the category's names, which a
  -- generated column cannot reach.
  fts tsvector
);

create index products_fts_idx on public.products using gin (fts);
create index products_vendor_id_idx on public.products (vendor_id);
create index products_category_price_idx on public.products (category, price);
create index products_price_idx on public.products (price);
create index products_created_at_idx on public.products (created_at desc);
create index products_rating_idx on public.products (rating desc, rating_count desc);
create index products_featured_order_idx on public.products (featured_order) where featured_order is not null;
create index products_discovery_order_idx on public.products (discovery_order) where discovery_order is not null;
create index vendors_category_idx on public.vendors (category);

-- `simple` configuration: no English stemming, so Swahili and Somali words match as typed.
create function public.products_search_vector(p public.products) returns tsvector
  language sql stable set search_path = ''
as $$
  select setweight(to_tsvector('simple', coalesce(p.name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce((select v.name from public.vendors v where v.id = p.vendor_id), '')), 'B')
      || setweight(to_tsvector('simple', replace(coalesce(p.category, ''), '-', ' ') || ' ' || coalesce(
           (select concat_ws(' ', c.name_en, c.name_so, c.name_sw) from public.categories c where c.slug = p.category), '')), 'C')
      || setweight(to_tsvector('simple', coalesce(p.description, '')), 'D')
$$;

create function public.products_set_fts() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.fts := public.products_search_vector(new);
  return new;
end;
$$;

create trigger products_set_fts
  before insert or update of name, description, category, vendor_id on public.products
  for each row execute function public.products_set_fts();

-- A renamed vendor or category re-indexes its products (touching name fires the trigger above).
create function public.vendors_refresh_fts() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  update public.products set name = name where vendor_id = new.id;
  return null;
end;
$$;

create trigger vendors_refresh_fts
  after update of name on public.vendors
  for each row when (old.name is distinct from new.name)
  execute function public.vendors_refresh_fts();

create function public.categories_refresh_fts() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  update public.products set name = name where category = new.slug;
  return null;
end;
$$;

create trigger categories_refresh_fts
  after update of name_en, name_so, name_sw on public.categories
  for each row execute function public.categories_refresh_fts();

-- product_count is derived: any write to a vendor row recomputes it ...
create function public.vendors_count_products() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.product_count := (select count(*) from public.products p where p.vendor_id = new.id);
  return new;
end;
$$;

create trigger vendors_count_products
  before insert or update on public.vendors
  for each row execute function public.vendors_count_products();

-- ... and every product insert, delete or move touches the vendors concerned.
create function public.products_touch_vendor_count() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  update public.vendors set product_count = 0
   where id in (
     case when tg_op in ('UPDATE', 'DELETE') then old.vendor_id end,
     case when tg_op in ('UPDATE', 'INSERT') then new.vendor_id end
   );
  return null;
end;
$$;

create trigger products_touch_vendor_count
  after insert or delete or update of vendor_id on public.products
  for each row execute function public.products_touch_vendor_count();

revoke execute on function public.products_set_fts(), public.vendors_refresh_fts(), public.categories_refresh_fts(),
  public.vendors_count_products(), public.products_touch_vendor_count() from public, anon, authenticated;

alter table public.categories enable row level security;
alter table public.vendors enable row level security;
alter table public.products enable row level security;

create policy "Anyone reads the categories" on public.categories for select to anon, authenticated using (true);
create policy "Anyone reads the vendors" on public.vendors for select to anon, authenticated using (true);
create policy "Anyone reads the products" on public.products for select to anon, authenticated using (true);

-- No write policy for anon or authenticated, and no write privilege either: only service_role writes.
revoke insert, update, delete, truncate on public.categories, public.vendors, public.products from anon, authenticated;
grant select on public.categories, public.vendors, public.products to anon, authenticated;
grant all on public.categories, public.vendors, public.products to service_role;

-- Catalogue data ---------------------------------------------------------------------------

insert into public.categories (slug, name_en, name_so, name_sw, description_en, description_so, description_sw, image, sort_order, listed_count) values
  ('clothing', 'Clothing', 'Dharka', 'Mavazi',
   'Kitenge dresses, kikoy wraps, Maasai shukas and leather sandals from the district''s tailors and weavers.',
   'Dharka kitenge, maro kikoy, go''yaasha Maasai iyo kabo maqaar ah oo ay sameeyeen harqaanlayaasha iyo dharsamayaasha degmada.',
   'Magauni ya vitenge, vikoi, shuka za Kimaasai na viatu vya ngozi kutoka kwa mafundi cherehani na wafumaji wa mtaa.',
   'categories/clothing.svg', 1, 1200),
  ('electronics', 'Electronics', 'Elektaroonigga', 'Elektroniki',
   'Phones, earbuds, solar lights and power banks with local warranty from trusted dealers.',
   'Taleefanno, dhegaha-dhegeysiga, nalal qoraxeed iyo baytariyada kaydka ah oo leh dammaanad maxalli ah, laga helo ganacsato la isku halleyn karo.',
   'Simu, vifaa vya masikioni, taa za sola na benki za nguvu zenye dhamana ya hapa nchini kutoka kwa wauzaji wanaoaminika.',
   'categories/electronics.svg', 2, 840),
  ('home-kitchen', 'Home & Kitchen', 'Guriga & Jikada', 'Nyumbani na Jikoni',
   'Sufuria sets, charcoal jikos, kiondo baskets and soapstone carvings for every Kenyan home.',
   'Digsiyada sufuria, burjiko dhuxul, dambiilaha kiondo iyo farshaxanka dhagaxa jilicsan ee guri kasta oo Kenyan ah.',
   'Seti za sufuria, majiko ya mkaa, vikapu vya kiondo na vinyago vya mawe ya sabuni kwa kila nyumba ya Kenya.',
   'categories/home-kitchen.svg', 3, 590),
  ('beauty', 'Beauty', 'Quruxda', 'Urembo',
   'Shea butter, baobab oil, black soap and natural care made with East African ingredients.',
   'Subagga shea, saliidda baobab, saabuunta madow iyo daryeel dabiici ah oo laga sameeyey waxyaabo Bariga Afrika ah.',
   'Siagi ya shea, mafuta ya mbuyu, sabuni nyeusi na bidhaa asilia za urembo zilizotengenezwa kwa viambato vya Afrika Mashariki.',
   'categories/beauty.svg', 4, 450),
  ('jewelry', 'Jewelry', 'Dahabka', 'Vito',
   'Maasai beadwork, brass bangles and bone earrings handmade by artisans of the district.',
   'Kuulaha Maasai, jijimooyinka naxaasta iyo hilqadaha lafta ah oo ay gacanta ku sameeyeen farsamayaqaannada degmada.',
   'Shanga za Kimaasai, bangili za shaba na hereni za mfupa zilizotengenezwa kwa mikono na mafundi wa mtaa.',
   'categories/jewelry.svg', 5, 320),
  ('models', 'Models', 'Moodellada', 'Modeli',
   'Scale model kits of matatus, safari cruisers, the SGR train and dhows, built and painted in Nairobi.',
   'Qalabka moodellada la miisaamay ee matatu, baabuurta safariga, tareenka SGR iyo doonyaha, lagu dhisay laguna rinjiyeeyey Nairobi.',
   'Vifaa vya modeli vya matatu, magari ya safari, treni ya SGR na majahazi, vilivyoundwa na kupakwa rangi Nairobi.',
   'categories/models.svg', 6, 180),
  ('food', 'Food', 'Cuntada', 'Chakula',
   'Kenyan AA coffee, highland tea, honey, spices and snacks from farms across the country.',
   'Bunka Kenyan AA, shaaha buuraleyda, malab, xawaash iyo cunto fudud oo laga keenay beeraha dalka oo dhan.',
   'Kahawa ya Kenya AA, chai ya nyanda za juu, asali, viungo na vitafunio kutoka mashamba kote nchini.',
   'categories/food.svg', 7, 210);

insert into public.vendors (id, slug, name, category, rating, image, description, location, joined_on, featured) values
  ('mama-africa-fashions', 'mama-africa-fashions', 'Mama Africa Fashions', 'clothing', 4.8, 'vendors/mama-africa-fashions.svg',
   'Tailor-made kitenge and ankara outfits cut and sewn in our Biashara Street workshop.', 'Biashara Street, Nairobi', '2021-03-14', false),
  ('pwani-kikoy-house', 'pwani-kikoy-house', 'Pwani Kikoy House', 'clothing', 4.6, 'vendors/pwani-kikoy-house.svg',
   'Handwoven kikoys and kangas from the Coast, dyed in colourfast cotton.', 'Moi Avenue, Mombasa', '2022-06-01', false),
  ('kariakor-leatherworks', 'kariakor-leatherworks', 'Kariakor Leatherworks', 'clothing', 4.5, 'vendors/kariakor-leatherworks.svg',
   'Sandals, belts and bags stitched by hand from Kenyan leather at Kariakor market.', 'Kariakor Market, Nairobi', '2020-11-20', false),
  ('nairobi-tech-hub', 'nairobi-tech-hub', 'Nairobi Tech Hub', 'electronics', 4.7, 'vendors/nairobi-tech-hub.svg',
   'Phones, audio and accessories with a one-year local warranty and M-Pesa payments.', 'Luthuli Avenue, Nairobi', '2020-08-09', false),
  ('luthuli-electronics', 'luthuli-electronics', 'Luthuli Electronics', 'electronics', 4.3, 'vendors/luthuli-electronics.svg',
   'Solar lighting, power banks and radios for homes on and off the grid.', 'Luthuli Avenue, Nairobi', '2021-09-30', false),
  ('maasai-crafts', 'maasai-crafts', 'Maasai Crafts', 'jewelry', 4.9, 'vendors/maasai-crafts.svg',
   'A women''s cooperative from Kajiado making traditional Maasai beadwork.', 'Kajiado Town', '2019-05-12', false),
  ('shanga-beadworks', 'shanga-beadworks', 'Shanga Beadworks', 'jewelry', 4.6, 'vendors/shanga-beadworks.svg',
   'Recycled-glass beads, brass and bone jewellery crafted in Naivasha.', 'Naivasha', '2022-02-17', false),
  ('jikoni-essentials', 'jikoni-essentials', 'Jikoni Essentials', 'home-kitchen', 4.5, 'vendors/jikoni-essentials.svg',
   'Sufurias, jikos and everyday kitchenware for Kenyan cooking.', 'Gikomba Market, Nairobi', '2020-01-25', false),
  ('kiondo-weavers', 'kiondo-weavers', 'Kiondo Weavers', 'home-kitchen', 4.7, 'vendors/kiondo-weavers.svg',
   'Sisal kiondo baskets and mats woven by hand in Machakos.', 'Machakos Town', '2021-07-04', false),
  ('kisii-soapstone-gallery', 'kisii-soapstone-gallery', 'Kisii Soapstone Gallery', 'home-kitchen', 4.8, 'vendors/kisii-soapstone-gallery.svg',
   'Soapstone carvings and homeware from the quarries of Tabaka.', 'Tabaka, Kisii', '2019-10-10', false),
  ('urembo-beauty', 'urembo-beauty', 'Urembo Beauty', 'beauty', 4.7, 'vendors/urembo-beauty.svg',
   'Natural skin and hair care with shea, baobab and coconut.', 'Westlands, Nairobi', '2021-04-22', false),
  ('asili-naturals', 'asili-naturals', 'Asili Naturals', 'beauty', 4.5, 'vendors/asili-naturals.svg',
   'Small-batch soaps, oils and balms made with Kenyan botanicals.', 'Nyali, Mombasa', '2022-09-15', false),
  ('nairobi-scale-models', 'nairobi-scale-models', 'Nairobi Scale Models', 'models', 4.9, 'vendors/nairobi-scale-models.svg',
   'Model kits of Kenyan vehicles, designed, cast and hand-painted in Nairobi.', 'Industrial Area, Nairobi', '2018-12-01', true),
  ('kahawa-house', 'kahawa-house', 'Kahawa House', 'food', 4.8, 'vendors/kahawa-house.svg',
   'Single-origin Kenyan coffee roasted weekly, plus tea from Kericho.', 'Kiambu Road, Nairobi', '2020-06-18', false),
  ('shamba-fresh', 'shamba-fresh', 'Shamba Fresh', 'food', 4.4, 'vendors/shamba-fresh.svg',
   'Honey, nuts, spices and pantry staples straight from Kenyan farms.', 'City Market, Nairobi', '2021-11-08', false);

insert into public.products
  (id, vendor_id, category, name, description, price, original_price, rating, rating_count, is_new, is_featured, featured_order, discovery_order, stock, created_at) values
  -- The eight home-page featured products
  ('fp-1', 'mama-africa-fashions', 'clothing', 'Kitenge Print Maxi Dress', 'Floor-length maxi dress in bold kitenge wax print with a fitted bodice and side pockets.', 2500, 3500, 4.8, 124, true, true, 1, null, 40, '2025-06-02 09:00+03'),
  ('fp-2', 'nairobi-tech-hub', 'electronics', 'Wireless Earbuds Pro', 'Bluetooth 5.3 earbuds with noise cancelling, 30 hours with the charging case and a one-year warranty.', 4200, 5999, 4.6, 89, false, true, 2, null, 55, '2025-03-11 10:00+03'),
  ('fp-3', 'maasai-crafts', 'jewelry', 'Maasai Beaded Necklace', 'Traditional collar necklace of hand-strung glass beads in red, blue and white.', 1200, 1800, 4.9, 203, true, true, 3, null, 60, '2025-06-10 11:00+03'),
  ('fp-4', 'jikoni-essentials', 'home-kitchen', 'Sufuria Cookware Set', 'Five aluminium sufurias with lids, 16 to 28 cm, for gas, charcoal and electric cookers.', 3800, 4500, 4.5, 67, false, true, 4, null, 25, '2025-02-20 12:00+03'),
  ('fp-5', 'urembo-beauty', 'beauty', 'Shea Butter Skin Care Set', 'Raw shea butter, body lotion and lip balm in a gift box.', 1500, 2000, 4.7, 156, false, true, 5, null, 80, '2025-01-28 09:30+03'),
  ('fp-6', 'nairobi-scale-models', 'models', 'Matatu 1:24 Scale Model Kit', 'Build and paint a Nairobi matatu with graffiti decals, roof rack and opening doors.', 6500, 8000, 4.9, 58, true, true, 6, null, 15, '2025-06-15 14:00+03'),
  ('fp-7', 'kahawa-house', 'food', 'Kenyan AA Coffee Beans 1kg', 'Top-grade AA arabica from Nyeri, medium roast with blackcurrant and citrus notes.', 1800, 2200, 4.8, 311, false, true, 7, null, 120, '2025-02-02 08:00+03'),
  ('fp-8', 'nairobi-tech-hub', 'electronics', 'Smartphone 128GB Dual SIM', '6.6-inch display, 128 GB storage, dual SIM for Safaricom and Airtel, 5000 mAh battery.', 18999, 22999, 4.4, 92, false, true, 8, null, 30, '2025-04-05 10:00+03'),
  -- The eleven discovery carousel products
  ('m1', 'nairobi-scale-models', 'models', 'Safari Land Cruiser 1:18 Model', 'Pop-top safari Land Cruiser with roof hatch, spare wheel and game-drive livery.', 5400, 6200, 4.8, 41, true, false, null, 1, 12, '2025-06-18 10:00+03'),
  ('e1', 'nairobi-tech-hub', 'electronics', 'Bluetooth Speaker Bass Boom', 'Waterproof portable speaker with 12 hours of play and deep bass.', 3500, 4500, 4.5, 77, false, false, null, 2, 45, '2025-03-20 10:00+03'),
  ('f1', 'mama-africa-fashions', 'clothing', 'Ankara Wrap Skirt', 'Adjustable midi wrap skirt in bright ankara cotton print.', 1800, 2400, 4.6, 64, true, false, null, 3, 35, '2025-06-05 10:00+03'),
  ('h1', 'kiondo-weavers', 'home-kitchen', 'Kiondo Sisal Basket', 'Handwoven sisal kiondo with leather handles, natural dyes.', 2600, 3000, 4.8, 132, false, false, null, 4, 28, '2025-01-15 10:00+03'),
  ('b1', 'asili-naturals', 'beauty', 'Baobab Oil Hair Serum', 'Cold-pressed baobab seed oil for dry hair and scalp, 100 ml.', 950, 1200, 4.6, 88, true, false, null, 5, 70, '2025-06-08 10:00+03'),
  ('j1', 'shanga-beadworks', 'jewelry', 'Brass Cuff Bangle Set', 'Three hammered brass cuffs finished by hand, adjustable.', 1600, 2000, 4.5, 47, false, false, null, 6, 50, '2025-04-12 10:00+03'),
  ('m2', 'nairobi-scale-models', 'models', 'Boda Boda Motorbike 1:12 Model', 'Detailed boda boda motorbike kit with rider, helmet and luggage carrier.', 3200, 3800, 4.7, 36, true, false, null, 7, 20, '2025-06-12 10:00+03'),
  ('e2', 'luthuli-electronics', 'electronics', 'Solar Lantern with Phone Charger', 'Solar LED lantern, three brightness levels, USB output to charge a phone.', 2200, 2800, 4.4, 143, false, false, null, 8, 90, '2025-02-14 10:00+03'),
  ('f2', 'kariakor-leatherworks', 'clothing', 'Handwoven Leather Sandals', 'Open sandals with woven leather straps and tyre-rubber soles made at Kariakor.', 1400, 1900, 4.6, 98, false, false, null, 9, 40, '2025-01-22 10:00+03'),
  ('h2', 'kisii-soapstone-gallery', 'home-kitchen', 'Soapstone Elephant Carving', 'Hand-carved Kisii soapstone elephant, polished and etched, 20 cm.', 4000, 4800, 4.9, 61, false, false, null, 10, 18, '2025-03-02 10:00+03'),
  ('j2', 'maasai-crafts', 'jewelry', 'Beaded Maasai Bracelet', 'Flat bead bracelet in Maasai colours with a leather tie.', 450, 600, 4.7, 175, false, false, null, 11, 150, '2025-02-25 10:00+03'),
  -- The ten search-page samples
  ('s1', 'mama-africa-fashions', 'clothing', 'Kitenge Print Shirt', 'Short-sleeved men''s shirt in kitenge print with a mandarin collar.', 3200, null, 4.5, 52, false, false, null, null, 38, '2025-02-10 10:00+03'),
  ('s2', 'pwani-kikoy-house', 'clothing', 'Kikoy Beach Wrap', 'Lightweight striped cotton kikoy with tasselled ends, for the beach or a sofa throw.', 3500, null, 4.6, 73, false, false, null, null, 44, '2025-01-18 10:00+03'),
  ('s3', 'nairobi-tech-hub', 'electronics', 'Smart Watch Fitness Tracker', 'Heart rate, steps and sleep tracking, seven-day battery, works with Android and iPhone.', 5500, 6500, 4.3, 58, false, false, null, null, 33, '2025-03-28 10:00+03'),
  ('s4', 'luthuli-electronics', 'electronics', 'Power Bank 20000mAh', 'Fast-charging power bank with two USB ports and USB-C, charges a phone four times.', 2800, null, 4.5, 121, false, false, null, null, 75, '2025-02-06 10:00+03'),
  ('s5', 'jikoni-essentials', 'home-kitchen', 'Charcoal Jiko Stove', 'Energy-saving ceramic-lined charcoal jiko that uses half the charcoal.', 1900, 2300, 4.6, 94, false, false, null, null, 42, '2025-01-30 10:00+03'),
  ('s6', 'jikoni-essentials', 'home-kitchen', 'Thermos Flask 1.8L', 'Stainless steel vacuum flask that keeps chai hot for twelve hours.', 1350, null, 4.4, 66, false, false, null, null, 60, '2025-03-15 10:00+03'),
  ('s7', 'shanga-beadworks', 'jewelry', 'Bone Hoop Earrings', 'Carved bone hoops with brass hooks, light enough for all day.', 800, null, 4.4, 39, false, false, null, null, 65, '2025-04-02 10:00+03'),
  ('s8', 'maasai-crafts', 'jewelry', 'Maasai Beaded Anklet', 'Stretch anklet of small glass beads in red, white and green.', 500, null, 4.6, 82, false, false, null, null, 120, '2025-03-05 10:00+03'),
  ('s9', 'urembo-beauty', 'beauty', 'African Black Soap', 'Handmade black soap with shea and plantain ash for face and body, 200 g.', 450, null, 4.7, 204, false, false, null, null, 200, '2025-01-12 10:00+03'),
  ('s10', 'asili-naturals', 'beauty', 'Coconut Body Oil', 'Virgin coconut oil from Kilifi, cold-pressed, 250 ml.', 700, 850, 4.5, 110, false, false, null, null, 95, '2025-02-18 10:00+03'),
  -- Clothing
  ('maasai-shuka-blanket', 'pwani-kikoy-house', 'clothing', 'Maasai Shuka Blanket', 'Red checked acrylic shuka, warm as a wrap or a picnic blanket.', 1100, null, 4.7, 143, false, false, null, null, 80, '2025-02-28 10:00+03'),
  ('kanga-cotton-pair', 'pwani-kikoy-house', 'clothing', 'Kanga Cotton Pair', 'A matching pair of printed kangas with a Swahili proverb, 100% cotton.', 950, 1200, 4.5, 58, true, false, null, null, 70, '2025-06-01 10:00+03'),
  ('dashiki-shirt', 'mama-africa-fashions', 'clothing', 'Dashiki Shirt', 'Loose-fit cotton dashiki with embroidered neckline.', 2200, null, 4.4, 46, false, false, null, null, 36, '2025-03-22 10:00+03'),
  ('leather-messenger-bag', 'kariakor-leatherworks', 'clothing', 'Leather Messenger Bag', 'Full-grain leather messenger bag that fits a 14-inch laptop.', 5800, 6800, 4.7, 29, false, false, null, null, 12, '2025-04-18 10:00+03'),
  -- Electronics
  ('fm-radio-solar', 'luthuli-electronics', 'electronics', 'Solar FM Radio with Torch', 'Wind-up and solar FM/AM radio with a built-in torch for blackouts.', 1700, 2100, 4.2, 67, false, false, null, null, 55, '2025-01-25 10:00+03'),
  ('feature-phone-dual-sim', 'nairobi-tech-hub', 'electronics', 'Feature Phone Dual SIM', 'Tough feature phone with M-Pesa menu, torch and a month of standby.', 2400, null, 4.3, 188, false, false, null, null, 100, '2025-02-12 10:00+03'),
  ('usb-c-charger-fast', 'luthuli-electronics', 'electronics', 'USB-C Fast Charger 25W', 'Kenyan three-pin wall charger with USB-C cable, 25 W.', 900, 1200, 4.4, 97, true, false, null, null, 140, '2025-06-14 10:00+03'),
  ('laptop-14-inch', 'nairobi-tech-hub', 'electronics', 'Laptop 14-inch 8GB RAM', 'Slim 14-inch laptop, 8 GB RAM, 256 GB SSD, ten-hour battery.', 54999, 62000, 4.5, 34, true, false, null, null, 9, '2025-06-20 10:00+03'),
  -- Home & Kitchen
  ('mwiko-wooden-spoons', 'jikoni-essentials', 'home-kitchen', 'Mwiko Wooden Spoon Set', 'Four olive-wood cooking sticks and spoons for ugali and stews.', 650, null, 4.6, 112, false, false, null, null, 90, '2025-02-08 10:00+03'),
  ('sisal-table-mats', 'kiondo-weavers', 'home-kitchen', 'Sisal Table Mats Set of 6', 'Round woven sisal place mats in natural and indigo.', 1200, 1500, 4.5, 44, false, false, null, null, 48, '2025-03-10 10:00+03'),
  ('soapstone-bowl', 'kisii-soapstone-gallery', 'home-kitchen', 'Carved Soapstone Bowl', 'Pink Kisii soapstone bowl with a carved leaf pattern, 15 cm.', 1800, null, 4.7, 38, true, false, null, null, 22, '2025-06-11 10:00+03'),
  ('chai-tea-cups', 'jikoni-essentials', 'home-kitchen', 'Enamel Chai Mug Set', 'Six enamel mugs with blue rims, the classic cup for chai.', 1100, null, 4.4, 57, false, false, null, null, 64, '2025-04-09 10:00+03'),
  -- Beauty
  ('aloe-vera-gel', 'asili-naturals', 'beauty', 'Aloe Vera Soothing Gel', 'Pure aloe gel from Baringo for sunburn and after shaving, 200 ml.', 600, null, 4.5, 73, false, false, null, null, 85, '2025-03-01 10:00+03'),
  ('henna-cone-kit', 'urembo-beauty', 'beauty', 'Henna Cone Kit', 'Six natural henna cones with Swahili-coast design stencils.', 550, 700, 4.6, 91, true, false, null, null, 110, '2025-06-09 10:00+03'),
  ('moringa-face-cream', 'urembo-beauty', 'beauty', 'Moringa Face Cream', 'Light daily face cream with moringa and shea, 50 ml.', 1300, null, 4.4, 48, false, false, null, null, 52, '2025-04-20 10:00+03'),
  ('macadamia-lip-balm', 'asili-naturals', 'beauty', 'Macadamia Lip Balm Trio', 'Three lip balms with Kenyan macadamia oil and beeswax.', 400, null, 4.7, 134, false, false, null, null, 160, '2025-02-22 10:00+03'),
  -- Jewelry
  ('cowrie-shell-necklace', 'shanga-beadworks', 'jewelry', 'Cowrie Shell Necklace', 'Coastal cowrie shells strung on waxed cotton with a brass clasp.', 900, 1100, 4.5, 55, true, false, null, null, 70, '2025-06-16 10:00+03'),
  ('beaded-earrings', 'maasai-crafts', 'jewelry', 'Maasai Beaded Earrings', 'Round disc earrings of Maasai beadwork on silver-tone hooks.', 650, null, 4.8, 96, false, false, null, null, 90, '2025-03-18 10:00+03'),
  ('brass-ring', 'shanga-beadworks', 'jewelry', 'Hammered Brass Ring', 'Hand-forged brass ring with a hammered finish, sizes 6 to 10.', 550, null, 4.3, 27, false, false, null, null, 75, '2025-04-25 10:00+03'),
  -- Models
  ('sgr-train-model', 'nairobi-scale-models', 'models', 'Madaraka Express SGR Train Set', 'Locomotive and two carriages of the Nairobi-Mombasa SGR, HO scale, with track.', 9800, 11500, 4.9, 24, true, false, null, null, 8, '2025-06-19 10:00+03'),
  ('dhow-model', 'nairobi-scale-models', 'models', 'Lamu Dhow Wooden Model', 'Hand-built wooden dhow with a cotton lateen sail, 40 cm.', 4500, null, 4.8, 31, false, false, null, null, 10, '2025-03-25 10:00+03'),
  ('tuk-tuk-model', 'nairobi-scale-models', 'models', 'Tuk-Tuk 1:18 Model Kit', 'Three-wheeler tuk-tuk kit with canopy, painted in coastal colours.', 2900, 3400, 4.6, 27, false, false, null, null, 16, '2025-04-15 10:00+03'),
  ('kq-dreamliner-model', 'nairobi-scale-models', 'models', 'Kenya Airways Dreamliner 1:200', 'Die-cast 787 Dreamliner in Kenya Airways livery with a stand.', 7200, null, 4.7, 19, false, false, null, null, 11, '2025-02-27 10:00+03'),
  ('lorry-model', 'nairobi-scale-models', 'models', 'Isuzu Lorry 1:32 Model Kit', 'Highway lorry with a loaded tarpaulin and a painted tailgate motto.', 3900, 4400, 4.5, 22, false, false, null, null, 14, '2025-01-20 10:00+03'),
  ('nairobi-bus-model', 'nairobi-scale-models', 'models', 'Nairobi Bus 1:43 Model', 'City commuter bus model with route boards and opening doors.', 3600, null, 4.6, 18, true, false, null, null, 13, '2025-06-07 10:00+03'),
  -- Food
  ('kericho-gold-tea', 'kahawa-house', 'food', 'Kericho Highland Tea 500g', 'Strong black CTC tea from Kericho for milky chai.', 450, null, 4.7, 256, false, false, null, null, 200, '2025-01-10 10:00+03'),
  ('acacia-honey', 'shamba-fresh', 'food', 'Kitui Acacia Honey 500g', 'Raw honey from acacia bushland beekeepers in Kitui.', 850, 1000, 4.8, 147, false, false, null, null, 90, '2025-02-16 10:00+03'),
  ('macadamia-nuts', 'shamba-fresh', 'food', 'Roasted Macadamia Nuts 250g', 'Lightly salted macadamias from Murang''a, roasted in small batches.', 750, null, 4.6, 89, false, false, null, null, 110, '2025-03-08 10:00+03'),
  ('pilau-masala', 'shamba-fresh', 'food', 'Pilau Masala Spice Mix', 'Coastal blend of cumin, cardamom, cinnamon, cloves and pepper for pilau, 200 g.', 300, null, 4.8, 178, false, false, null, null, 180, '2025-01-26 10:00+03'),
  ('dried-mango', 'shamba-fresh', 'food', 'Dried Mango Slices 300g', 'Sun-dried apple mangoes from Makueni, no added sugar.', 550, 650, 4.5, 64, true, false, null, null, 95, '2025-06-13 10:00+03'),
  ('coffee-ground-500g', 'kahawa-house', 'food', 'Kiambu Ground Coffee 500g', 'Medium-dark ground coffee from Kiambu estates, for the French press.', 950, null, 4.6, 122, false, false, null, null, 130, '2025-03-12 10:00+03'),
  ('chai-masala', 'kahawa-house', 'food', 'Chai Masala Tea Spice 100g', 'Ginger, cardamom and cinnamon spice for a proper cup of chai.', 350, null, 4.7, 95, false, false, null, null, 150, '2025-04-08 10:00+03');

update public.products set image = 'products/' || id || '.svg';
