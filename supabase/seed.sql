-- Demo data for a new local database: one confirmed user and the sample orders.
-- Demo sign-in: demo@district.market / Demo!2345 (bcrypt hash below, cost 10).

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values (
  '00000000-0000-0000-0000-000000000000',
  'd3a0d3a0-0000-4000-8000-000000000001',
  'authenticated', 'authenticated',
  'demo@district.market',
  '$2a$10$MiADQCXwmiVtw6a0dkgrje4G0ZnvqcDIlx6evhIbmTfvdACz1KbQS',
  now(), '', '', '', '',
  '{"provider": "email", "providers": ["email"]}',
  '{"full_name": "Amina Demo"}',
  now(), now()
);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd3a0d3a0-0000-4000-8000-000000000001',
  'd3a0d3a0-0000-4000-8000-000000000001',
  '{"sub": "d3a0d3a0-0000-4000-8000-000000000001", "email": "demo@district.market", "email_verified": true}',
  'email', now(), now(), now()
);

-- Orders from before place_order: picked up (no delivery fee) and untaxed, so each total is its subtotal.
insert into public.orders (id, user_id, date, status, subtotal, delivery_fee, tax, total, tracking_number, delivery, payment_method) values
  ('ORD-2024-001', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-01-15', 'delivered', 12500.00, 0, 0, 12500.00, 'TRK-KE-784512', 'pickup', 'mpesa'),
  ('ORD-2024-002', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-02-03', 'shipped', 8450.00, 0, 0, 8450.00, 'TRK-KE-784977', 'pickup', 'card'),
  ('ORD-2024-003', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-02-20', 'processing', 3200.00, 0, 0, 3200.00, null, 'pickup', 'cod'),
  ('ORD-2024-004', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-03-01', 'cancelled', 5600.00, 0, 0, 5600.00, null, 'pickup', 'mpesa');

-- Lines keep the price paid then; product_id and image point at today's catalogue.
insert into public.order_items (order_id, product_id, name, image, quantity, price) values
  ('ORD-2024-001', 'fp-3', 'Maasai Beaded Necklace', 'products/fp-3.svg', 2, 2500.00),
  ('ORD-2024-001', 's2', 'Kikoy Beach Wrap', 'products/s2.svg', 1, 3500.00),
  ('ORD-2024-001', 'h2', 'Soapstone Elephant Carving', 'products/h2.svg', 1, 4000.00),
  ('ORD-2024-002', 'fp-7', 'Kenyan AA Coffee Beans 1kg', 'products/fp-7.svg', 3, 1950.00),
  ('ORD-2024-002', 'h1', 'Kiondo Sisal Basket', 'products/h1.svg', 1, 2600.00),
  ('ORD-2024-003', 's1', 'Kitenge Print Shirt', 'products/s1.svg', 1, 3200.00),
  ('ORD-2024-004', 'f2', 'Handwoven Leather Sandals', 'products/f2.svg', 2, 2800.00);

-- Seller center: a member of Nairobi Tech Hub and an operator (confirmed, bcrypt cost 10).
-- Vendor sign-in: vendor@district.market / Vendor!2345; operator: operator@district.market / Operator!2345.
-- Their app_metadata.roles is written by the membership triggers below.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values
  ('00000000-0000-0000-0000-000000000000', 'd3a0d3a0-0000-4000-8000-000000000002', 'authenticated', 'authenticated',
   'vendor@district.market', '$2b$10$wHK2EM/t/nvoRi.02fAD6ON.dxrtZZkgTt6s6AwWKK/8.OX0X9OFO',
   now(), '', '', '', '', '{"provider": "email", "providers": ["email"]}', '{"full_name": "Brian Otieno"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', 'd3a0d3a0-0000-4000-8000-000000000003', 'authenticated', 'authenticated',
   'operator@district.market', '$2b$10$b7P62D.9v4Vj/tEaimO7z.PHPWv3mi1w9c8Uga2GsdhTPUHm82s26',
   now(), '', '', '', '', '{"provider": "email", "providers": ["email"]}', '{"full_name": "Faith Wanjiku"}', now(), now());

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true), 'email', now(), now(), now()
  from auth.users u where u.email in ('vendor@district.market', 'operator@district.market');

insert into public.vendor_members (user_id, vendor_id) values ('d3a0d3a0-0000-4000-8000-000000000002', 'nairobi-tech-hub');
insert into public.operators (user_id) values ('d3a0d3a0-0000-4000-8000-000000000003');
-- Where the seeded vendor's payouts go (issue 45): the operator can pay it from /seller/payouts.
insert into public.vendor_mpesa_accounts (vendor_id, phone) values ('nairobi-tech-hub', '+254712345678');

-- The sample orders' lines walked through the vendors' workflow to where their orders are.
update public.order_items set status = 'accepted' where order_id in ('ORD-2024-001', 'ORD-2024-002');
update public.order_items set status = 'ready' where order_id in ('ORD-2024-001', 'ORD-2024-002');
update public.order_items i set status = 'shipped', tracking_number = o.tracking_number, carrier = 'G4S Courier'
  from public.orders o where o.id = i.order_id and o.id in ('ORD-2024-001', 'ORD-2024-002');
update public.order_items set status = 'delivered' where order_id = 'ORD-2024-001';
update public.order_items set status = 'cancelled', cancel_reason = 'Cancelled at the customer''s request'
 where order_id = 'ORD-2024-004';

-- The catalogue in Swahili and Somali (issue 44), as its vendors would write it: proper names
-- (brands, places, kitenge, kikoy, Maasai) stay as they are; everyday words are the ones shoppers
-- in Nairobi use (simu, spika, kiatu; taleefan, codbaahiye, kabo). The catalogue migration's
-- English rows stay the fallback for any language left empty.
update public.products p
   set name_sw = t.name_sw, name_so = t.name_so, description_sw = t.description_sw, description_so = t.description_so
  from (values
  ('fp-1', 'Gauni Refu la Kitenge', 'Dhar Dheer oo Kitenge ah',
   'Gauni refu linalofika sakafuni, la kitenge chenye michoro angavu, lenye sehemu ya juu iliyobana na mifuko pembeni.',
   'Dhar dheer oo dhulka gaadha, kitenge midabyo dhaldhalaalaya leh, qaybta sare oo jidhka ku habboon iyo jeebab dhinacyada ah.'),
  ('fp-2', 'Vipokea Sauti Pro Bila Waya', 'Sameecado Bilaa Silig Pro',
   'Vipokea sauti vya Bluetooth 5.3 vinavyozuia kelele, saa 30 ukitumia kasha la kuchaji, na dhamana ya mwaka mmoja.',
   'Sameecado Bluetooth 5.3 ah oo buuqa celiya, 30 saacadood oo shaqo ah marka lagu daro sanduuqa lagu dallaco, iyo dammaanad hal sano ah.'),
  ('fp-3', 'Mkufu wa Shanga wa Kimaasai', 'Silsilad Kuul oo Maasai ah',
   'Mkufu wa jadi wa shingoni wa shanga za kioo zilizotungwa kwa mkono, kwa rangi nyekundu, samawati na nyeupe.',
   'Silsilad qoor oo dhaqameed ah, kuul dhalo ah oo gacanta lagu sameeyey, midabyo casaan, buluug iyo caddaan ah.'),
  ('fp-4', 'Seti ya Sufuria', 'Xirmada Digsiyada Sufuria',
   'Sufuria tano za alumini zenye vifuniko, sentimita 16 hadi 28, za kupikia kwa gesi, mkaa au jiko la umeme.',
   'Shan digsi oo aluminium ah oo daboolo leh, 16 ilaa 28 sm, loogu talagalay gaas, dhuxul iyo kariyaha korontada.'),
  ('fp-5', 'Seti ya Siagi ya Shea kwa Ngozi', 'Xirmada Daryeelka Maqaarka ee Subagga Shea',
   'Siagi ya shea ghafi, losheni ya mwili na mafuta ya midomo ndani ya sanduku la zawadi.',
   'Subag shea oo ceeriin ah, kareem jidhka iyo kareem bushimaha, oo ku jira sanduuq hadiyad ah.'),
  ('fp-6', 'Modeli ya Matatu 1:24 ya Kuunda', 'Moodeel Matatu 1:24 ah oo la Dhiso',
   'Unda na upake rangi matatu ya Nairobi yenye michoro ya grafiti ya kubandika, kibebeo cha mizigo juu na milango inayofunguka.',
   'Dhis oo rinji mari matatu reer Nairobi ah oo leh sawirro garaafiti ah oo la dhejiyo, meel xamuul oo saqafka ah iyo albaabbo la furi karo.'),
  ('fp-7', 'Buni za Kahawa AA za Kenya 1kg', 'Bunka AA ee Kenya oo Xabbo ah 1kg',
   'Arabika ya daraja la juu AA kutoka Nyeri, iliyokaangwa kwa kiwango cha wastani, yenye ladha ya beri nyeusi na machungwa.',
   'Arabica AA ah oo heerka ugu sarreeya, laga keenay Nyeri, si dhexdhexaad ah loo dubay, leh dhadhan miro madow iyo liin.'),
  ('fp-8', 'Simu Janja 128GB Laini Mbili', 'Taleefan Casri ah 128GB Laba SIM',
   'Skrini ya inchi 6.6, hifadhi ya GB 128, laini mbili za Safaricom na Airtel, betri ya mAh 5000.',
   'Shaashad 6.6 inji ah, kayd 128 GB ah, laba SIM oo Safaricom iyo Airtel ah, baytari 5000 mAh ah.'),
  ('m1', 'Modeli ya Land Cruiser ya Safari 1:18', 'Moodeel Land Cruiser Safari ah 1:18',
   'Land Cruiser ya safari yenye paa linaloinuka, dirisha la paa, gurudumu la akiba na rangi za magari ya kutalii mbugani.',
   'Land Cruiser safari ah oo saqafkiisu kor u kaco, leh daaqad saqafka ah, taayir kayd ah iyo midabbada gaadiidka dalxiiska duurjoogta.'),
  ('e1', 'Spika ya Bluetooth Bass Boom', 'Codbaahiye Bluetooth Bass Boom',
   'Spika inayobebeka isiyoingia maji, inayocheza kwa saa 12 na besi nzito.',
   'Codbaahiye la qaadan karo oo aanay biyo gelin, 12 saacadood oo shaqo ah iyo cod hoose oo xoog leh.'),
  ('f1', 'Sketi ya Kufunga ya Ankara', 'Goonno Duuban oo Ankara ah',
   'Sketi ya kufunga ya urefu wa wastani inayorekebishika, ya pamba yenye chapa angavu ya ankara.',
   'Goonno duuban oo dherer dhexe leh, la habayn karo, laga sameeyey suuf ankara ah oo midabyo ifaya leh.'),
  ('h1', 'Kikapu cha Kiondo cha Katani', 'Dambiil Kiondo oo Xig ah',
   'Kiondo cha katani kilichofumwa kwa mkono, chenye vishikio vya ngozi na rangi za asili.',
   'Kiondo xig ah oo gacanta lagu soohay, leh gacmo maqaar ah iyo midabyo dabiici ah.'),
  ('b1', 'Seramu ya Nywele ya Mafuta ya Mbuyu', 'Saliid Timaha oo Baobab ah',
   'Mafuta ya mbegu za mbuyu yaliyokamuliwa bila joto, kwa nywele kavu na ngozi ya kichwa, ml 100.',
   'Saliid laga tuujiyey midhaha baobab iyadoo aan la kululayn, loogu talagalay timaha qalalan iyo maqaarka madaxa, 100 ml.'),
  ('j1', 'Seti ya Bangili za Shaba', 'Xirmada Jijimo Naxaas ah',
   'Bangili tatu za shaba zilizofuliwa kwa nyundo na kumaliziwa kwa mkono, zinazorekebishika.',
   'Saddex jijin oo naxaas ah oo dubbe lagu tumay, gacanta lagu dhammeeyey, la habayn karo.'),
  ('m2', 'Modeli ya Pikipiki ya Boda Boda 1:12', 'Moodeel Mooto Boda Boda 1:12',
   'Pikipiki ya boda boda ya kuunda, iliyotengenezwa kwa ustadi, pamoja na mwendeshaji, kofia ngumu na kibebeo cha mizigo.',
   'Mooto boda boda ah oo la dhiso, si faahfaahsan loo sameeyey, leh wade, koofiyad adag iyo meel alaabta lagu xidho.'),
  ('e2', 'Taa ya Sola yenye Chaja ya Simu', 'Laambad Qoraxeed oo Shaaja Taleefan leh',
   'Taa ya sola ya LED, viwango vitatu vya mwanga, na tundu la USB la kuchaji simu.',
   'Laambad LED ah oo qoraxda ku shaqaysa, saddex heer oo iftiin ah, iyo god USB ah oo taleefanka lagu dallaco.'),
  ('f2', 'Viatu vya Ngozi Vilivyosukwa', 'Kabo Maqaar ah oo Gacanta lagu Soohay',
   'Viatu vya wazi vyenye kamba za ngozi zilizosukwa na soli za mpira wa tairi, vilivyotengenezwa Kariakor.',
   'Kabo furan oo suumman maqaar ah oo la soohay leh, hoostoodana laga sameeyey cinjir taayir, lagu sameeyey Kariakor.'),
  ('h2', 'Kinyago cha Tembo cha Jiwe la Sabuni', 'Farshaxan Maroodi oo Dhagax Jilicsan ah',
   'Tembo wa jiwe la sabuni la Kisii, aliyechongwa kwa mkono, akasuguliwa na kunakshiwa, sentimita 20.',
   'Maroodi gacanta lagu qoray oo laga sameeyey dhagaxa jilicsan ee Kisii, la dhalaaliyey oo la naqshadeeyey, 20 sm.'),
  ('j2', 'Bangili ya Shanga ya Kimaasai', 'Jijin Kuul oo Maasai ah',
   'Bangili bapa ya shanga kwa rangi za Kimaasai, yenye kamba ya ngozi ya kufunga.',
   'Jijin kuul ah oo siman, midabyada Maasai leh, oo leh xadhig maqaar ah oo lagu xidho.'),
  ('s1', 'Shati la Kitenge', 'Shaadh Kitenge ah',
   'Shati la wanaume la mikono mifupi, la chapa ya kitenge, lenye kola ya kusimama.',
   'Shaadh ragga ah oo gacmo-gaab ah, daabacaad kitenge leh, qoortiisuna taagan tahay.'),
  ('s2', 'Kikoi cha Ufukweni', 'Maro Kikoy ah oo Xeebta',
   'Kikoi chepesi cha pamba chenye mistari na ncha zenye vishada, cha kuvaa ufukweni au kufunika kochi.',
   'Kikoy suuf ah oo fudud oo xarriiqyo leh, cirifyadiisana xadhko ka laalaadaan, loogu talagalay xeebta ama in fadhiga lagu dedo.'),
  ('s3', 'Saa Janja ya Kufuatilia Mazoezi', 'Saacad Casri ah oo Jimicsiga la Socota',
   'Hufuatilia mapigo ya moyo, hatua na usingizi, betri ya siku saba, inafanya kazi na Android na iPhone.',
   'Waxay la socotaa garaaca wadnaha, tallaabooyinka iyo hurdada, baytari toddoba maalmood ah, waxayna la shaqaysaa Android iyo iPhone.'),
  ('s4', 'Benki ya Nguvu 20000mAh', 'Baytari Kayd ah 20000mAh',
   'Benki ya nguvu inayochaji haraka, yenye matundu mawili ya USB na USB-C; huchaji simu mara nne.',
   'Baytari kayd ah oo si degdeg ah wax u dallaca, leh laba god oo USB ah iyo USB-C, oo taleefan afar jeer dallaca.'),
  ('s5', 'Jiko la Mkaa', 'Burjiko Dhuxul',
   'Jiko la mkaa linalookoa nishati, lenye kauri ndani, ambalo hutumia nusu tu ya mkaa.',
   'Burjiko dhuxul ah oo tamarta dhawra, gudaha dhoobo ka leh, una baahan kala badh dhuxusha.'),
  ('s6', 'Thermos ya Chai Lita 1.8', 'Termuus Shaah 1.8L',
   'Chupa ya chuma cha pua isiyopitisha joto, huweka chai moto kwa saa kumi na mbili.',
   'Termuus bir aan daxalaysan ah, shaaha kulul ku haya laba iyo toban saacadood.'),
  ('s7', 'Hereni za Mfupa za Duara', 'Hilqado Laf ah oo Wareeg ah',
   'Hereni za duara za mfupa uliochongwa, zenye kulabu za shaba, nyepesi kuvaliwa siku nzima.',
   'Hilqado wareeg ah oo laf laga qoray, ku lifaaqan naxaas, una fudud in maalinta oo dhan la xidho.'),
  ('s8', 'Kikuku cha Shanga cha Kimaasai', 'Jijin Canqow oo Kuul Maasai ah',
   'Kikuku cha mguu kinachonyooka, cha shanga ndogo za kioo kwa rangi nyekundu, nyeupe na kijani.',
   'Jijin canqow oo fidma, laga sameeyey kuul dhalo ah oo yaryar, midabyo casaan, caddaan iyo cagaar ah.'),
  ('s9', 'Sabuni Nyeusi ya Kiafrika', 'Saabuun Madow oo Afrikaan ah',
   'Sabuni nyeusi iliyotengenezwa kwa mkono kwa shea na majivu ya ndizi, kwa uso na mwili, gramu 200.',
   'Saabuun madow oo gacanta lagu sameeyey, leh shea iyo dambaska muuska, loogu talagalay wajiga iyo jidhka, 200 g.'),
  ('s10', 'Mafuta ya Nazi ya Mwili', 'Saliid Qumbe oo Jidhka ah',
   'Mafuta safi ya nazi kutoka Kilifi, yaliyokamuliwa bila joto, ml 250.',
   'Saliid qumbe oo saafi ah oo laga keenay Kilifi, laga tuujiyey iyadoo aan la kululayn, 250 ml.'),
  ('maasai-shuka-blanket', 'Blanketi ya Shuka ya Kimaasai', 'Buste Shuka Maasai ah',
   'Shuka nyekundu ya akriliki yenye miraba, yenye joto kujifunika nayo au kutandika kwenye pikiniki.',
   'Shuka akriliik ah oo casaan ah oo sanduuq-sanduuq leh, diirran, jidhka lagu duubto ama gogol ahaan loo isticmaalo.'),
  ('kanga-cotton-pair', 'Doti ya Kanga za Pamba', 'Laba Kanga oo Suuf ah',
   'Doti ya kanga zinazolingana, zenye chapa na methali ya Kiswahili, pamba asilimia 100.',
   'Laba kanga oo isku eg oo daabacan, leh maahmaah Sawaaxili ah, suuf 100%.'),
  ('dashiki-shirt', 'Shati la Dashiki', 'Shaadh Dashiki ah',
   'Dashiki ya pamba inayopwaya, yenye nakshi zilizodariziwa shingoni.',
   'Dashiki suuf ah oo dabacsan, qoortiisana la xardhay.'),
  ('leather-messenger-bag', 'Mkoba wa Ngozi wa Begani', 'Boorso Maqaar ah oo Garabka',
   'Mkoba wa begani wa ngozi halisi unaotosha kompyuta mpakato ya inchi 14.',
   'Boorso garabka laga sudho oo maqaar dhab ah, ay ku geli karto laptop 14 inji ah.'),
  ('fm-radio-solar', 'Redio ya Sola ya FM yenye Tochi', 'Raadiyo FM Qoraxeed oo Tooj leh',
   'Redio ya FM/AM inayochajiwa kwa jua au kwa kuzungusha mkono, yenye tochi ndani kwa wakati umeme unapokatika.',
   'Raadiyo FM/AM ah oo qoraxda ama gacan-wareejin ku shaqaysa, leh tooj ku dhex jirta, marka korontadu maqan tahay.'),
  ('feature-phone-dual-sim', 'Simu ya Kitochi Laini Mbili', 'Taleefan Caadi ah oo Laba SIM',
   'Simu imara ya kitochi yenye menyu ya M-Pesa, tochi, na chaji inayokaa mwezi mzima ikiwa haitumiki.',
   'Taleefan caadi ah oo adag, leh liiska M-Pesa, tooj iyo baytari hal bil socda marka aan la isticmaalin.'),
  ('usb-c-charger-fast', 'Chaja ya Haraka ya USB-C 25W', 'Shaaja Degdeg ah USB-C 25W',
   'Chaja ya ukutani ya pini tatu ya Kenya, pamoja na waya wa USB-C, W 25.',
   'Shaaja derbiga lagu xidho oo saddex biin leh (nooca Kenya), lehna silig USB-C ah, 25 W.'),
  ('laptop-14-inch', 'Kompyuta Mpakato Inchi 14 RAM 8GB', 'Laptop 14 Inji ah 8GB RAM',
   'Kompyuta mpakato nyembamba ya inchi 14, RAM ya GB 8, SSD ya GB 256, betri ya saa kumi.',
   'Laptop khafiif ah oo 14 inji ah, 8 GB RAM, 256 GB SSD, baytari toban saacadood ah.'),
  ('mwiko-wooden-spoons', 'Seti ya Miiko ya Mbao', 'Xirmada Qaaddooyinka Alwaaxa',
   'Miiko minne ya mbao ya mzeituni ya kupikia na kusongea ugali na mchuzi.',
   'Afar qalab karis oo alwaax saytuun ah (qaaddooyin iyo ul walaaq), loogu talagalay ugali iyo maraqa.'),
  ('sisal-table-mats', 'Mikeka ya Meza ya Katani (6)', 'Gogosho Miiska oo Xig ah (6)',
   'Mikeka ya duara ya katani iliyofumwa, kwa rangi ya asili na ya nili.',
   'Lix gogol oo wareeg ah oo xig laga soohay, midab dabiici ah iyo buluug-madow.'),
  ('soapstone-bowl', 'Bakuli la Jiwe la Sabuni Lililochongwa', 'Madiibad Dhagax Jilicsan ah oo la Qoray',
   'Bakuli la jiwe la sabuni la Kisii lenye rangi ya waridi na nakshi za majani, sentimita 15.',
   'Madiibad dhagaxa jilicsan ee Kisii ah oo casaan khafiif ah, leh naqshad caleemo ah oo la qoray, 15 sm.'),
  ('chai-tea-cups', 'Seti ya Vikombe vya Chai vya Bati', 'Koobab Shaah oo Bir ah (6)',
   'Vikombe sita vya bati vyenye ukingo wa samawati, kikombe cha jadi cha chai.',
   'Lix koob oo bir ah oo dhalo lagu daahay, afafkoodu buluug yihiin: koobka caadiga ah ee shaaha.'),
  ('aloe-vera-gel', 'Jeli ya Shubiri ya Kutuliza Ngozi', 'Jeel Dacar oo Maqaarka Qaboojiya',
   'Jeli safi ya shubiri kutoka Baringo kwa ngozi iliyoungua na jua na baada ya kunyoa, ml 200.',
   'Jeel dacar saafi ah oo laga keenay Baringo, loogu talagalay gubashada qorraxda iyo xiirashada kadib, 200 ml.'),
  ('henna-cone-kit', 'Seti ya Koni za Hina', 'Xirmada Cillaanka Koonka ah',
   'Koni sita za hina asilia pamoja na stensili za michoro ya pwani ya Waswahili.',
   'Lix koon oo cillaan dabiici ah, leh qaababka naqshadaha xeebta Sawaaxiliga.'),
  ('moringa-face-cream', 'Krimu ya Uso ya Mlonge', 'Kareemka Wajiga ee Moringa',
   'Krimu nyepesi ya uso ya kila siku yenye mlonge na shea, ml 50.',
   'Kareem waji oo fudud oo maalin walba la mariyo, leh moringa iyo shea, 50 ml.'),
  ('macadamia-lip-balm', 'Mafuta ya Midomo ya Makadamia (3)', 'Kareemka Bushimaha ee Makadaamiya (3)',
   'Vijiti vitatu vya mafuta ya midomo vyenye mafuta ya makadamia ya Kenya na nta ya nyuki.',
   'Saddex kareem bushimo oo leh saliidda makadaamiya ee Kenya iyo shamaca shinnida.'),
  ('cowrie-shell-necklace', 'Mkufu wa Kauri', 'Silsilad Qolof Badeed',
   'Mkufu wa kauri za pwani zilizotungwa kwenye uzi wa pamba wenye nta, na kifungo cha shaba.',
   'Qolof badeed oo xeebta ah oo lagu xidhay dun suuf ah oo shamac la mariyey, leh xidhmo naxaas ah.'),
  ('beaded-earrings', 'Hereni za Shanga za Kimaasai', 'Hilqado Kuul oo Maasai ah',
   'Hereni za duara za kazi ya shanga ya Kimaasai, kwenye kulabu za rangi ya fedha.',
   'Hilqado wareeg ah oo laga sameeyey kuul Maasai, ku sudhan bir midab fiddo leh.'),
  ('brass-ring', 'Pete ya Shaba Iliyofuliwa', 'Faraanti Naxaas ah oo la Tumay',
   'Pete ya shaba iliyofuliwa kwa mkono, yenye alama za nyundo, saizi 6 hadi 10.',
   'Faraanti naxaas ah oo gacanta lagu tumay, dubbe lagu qurxiyey, cabbirro 6 ilaa 10.'),
  ('sgr-train-model', 'Seti ya Treni ya SGR Madaraka Express', 'Xirmada Tareenka SGR Madaraka Express',
   'Kichwa cha treni na mabehewa mawili ya SGR ya Nairobi-Mombasa, kipimo cha HO, pamoja na reli.',
   'Madaxa tareenka iyo laba qol oo SGR-ka Nairobi ilaa Mombasa ah, cabbirka HO, oo uu la socdo jid tareen.'),
  ('dhow-model', 'Modeli ya Jahazi la Lamu ya Mbao', 'Moodeel Doonni Lamu oo Alwaax ah',
   'Jahazi la mbao lililoundwa kwa mkono, lenye tanga la pembetatu la pamba, sentimita 40.',
   'Doonni alwaax ah oo gacanta lagu dhisay, leh shiraac saddex-xagal ah oo suuf ah, 40 sm.'),
  ('tuk-tuk-model', 'Modeli ya Tuk-Tuk 1:18 ya Kuunda', 'Moodeel Bajaaj (Tuk-Tuk) 1:18 oo la Dhiso',
   'Tuk-tuk ya magurudumu matatu ya kuunda, yenye paa la turubai, iliyopakwa rangi za pwani.',
   'Tuk-tuk saddex taayir leh oo la dhiso, leh saqaf shiraac ah, lagu rinjiyeeyey midabyada xeebta.'),
  ('kq-dreamliner-model', 'Ndege ya Kenya Airways Dreamliner 1:200', 'Diyaaradda Kenya Airways Dreamliner 1:200',
   'Modeli ya chuma ya ndege ya 787 Dreamliner yenye rangi za Kenya Airways, pamoja na kisimamo.',
   'Moodeel bir la shubay ah oo diyaaradda 787 Dreamliner ah, midabyada Kenya Airways leh, lehna meel lagu taago.'),
  ('lorry-model', 'Modeli ya Lori la Isuzu 1:32 ya Kuunda', 'Moodeel Baabuur Xamuul Isuzu 1:32 oo la Dhiso',
   'Lori la barabara kuu lenye mzigo uliofunikwa kwa turubai na msemo uliochorwa kwenye mlango wa nyuma.',
   'Baabuur xamuul oo waddada weyn mara, xamuulkiisu shiraac ku dedan yahay, albaabka dambena hal-ku-dheg lagu qoray.'),
  ('nairobi-bus-model', 'Modeli ya Basi la Nairobi 1:43', 'Moodeel Baska Nairobi 1:43',
   'Modeli ya basi la abiria la jijini lenye vibao vya njia na milango inayofunguka.',
   'Moodeel bas rakaab oo magaalada ah, leh looxyada jidka iyo albaabbo la furi karo.'),
  ('kericho-gold-tea', 'Majani ya Chai ya Kericho 500g', 'Caleenta Shaaha Kericho 500g',
   'Majani ya chai nyeusi ya CTC yenye nguvu kutoka Kericho, kwa chai ya maziwa.',
   'Caleen shaah madow oo CTC ah oo xoog leh, laga keenay Kericho, loogu talagalay shaah caano leh.'),
  ('acacia-honey', 'Asali ya Mgunga ya Kitui 500g', 'Malab Qudhac Kitui 500g',
   'Asali ghafi kutoka kwa wafugaji nyuki wa maeneo ya mgunga huko Kitui.',
   'Malab ceeriin ah oo ay keeneen shinni-dhaqatada duurka qudhaca ee Kitui.'),
  ('macadamia-nuts', 'Njugu za Makadamia Zilizokaangwa 250g', 'Lawska Makadaamiya oo la Dubay 250g',
   'Makadamia zenye chumvi kidogo kutoka Murang''a, zilizokaangwa kidogo kidogo kwa makundi madogo.',
   'Makadaamiya cusbo yar leh oo laga keenay Murang''a, lagu dubay qaybo yaryar.'),
  ('pilau-masala', 'Viungo vya Pilau Masala', 'Xawaashka Bariiska Pilau',
   'Mchanganyiko wa pwani wa jira, iliki, mdalasini, karafuu na pilipili manga kwa pilau, gramu 200.',
   'Xawaash xeebeed oo isku dhafan: kamuun, heyl, qorfe, dhegayare iyo filfil, loogu talagalay pilau, 200 g.'),
  ('dried-mango', 'Vipande vya Embe Vilivyokaushwa 300g', 'Gabal Cambe oo la Qalajiyey 300g',
   'Maembe ya aina ya apple kutoka Makueni, yaliyokaushwa juani, bila sukari iliyoongezwa.',
   'Cambe nooca apple ah oo laga keenay Makueni, qorraxda lagu qalajiyey, aan sonkor lagu darin.'),
  ('coffee-ground-500g', 'Kahawa ya Kiambu Iliyosagwa 500g', 'Bunka Kiambu ee la Shiiday 500g',
   'Kahawa iliyosagwa kutoka mashamba ya Kiambu, iliyokaangwa kwa kiwango cha wastani hadi cha juu, kwa French press.',
   'Bun la shiiday oo si dhexdhexaad ilaa madow loo dubay, laga keenay beeraha Kiambu, loogu talagalay French press.'),
  ('chai-masala', 'Viungo vya Chai Masala 100g', 'Xawaashka Shaaha Masala 100g',
   'Viungo vya tangawizi, iliki na mdalasini kwa kikombe cha chai kamili.',
   'Xawaash sanjabiil, heyl iyo qorfe ah, loogu talagalay koob shaah oo dhammaystiran.')
  ) as t(id, name_sw, name_so, description_sw, description_so)
 where p.id = t.id;

update public.vendors v
   set description_sw = t.description_sw, description_so = t.description_so
  from (values
  ('mama-africa-fashions',
   'Mavazi ya vitenge na ankara yaliyoshonwa kwa kipimo chako, yanayokatwa na kushonwa katika karakana yetu ya Biashara Street.',
   'Dhar kitenge iyo ankara ah oo cabbirkaaga loo tolo, lagu jaro laguna tolo goobtayada shaqada ee Biashara Street.'),
  ('pwani-kikoy-house',
   'Vikoi na kanga zilizofumwa kwa mkono kutoka Pwani, za pamba yenye rangi isiyochuja.',
   'Kikoy iyo kanga gacanta lagu soohay oo laga keenay Xeebta, suuf midabkiisu aanu bixin.'),
  ('kariakor-leatherworks',
   'Viatu vya wazi, mikanda na mikoba iliyoshonwa kwa mkono kwa ngozi ya Kenya katika soko la Kariakor.',
   'Kabo, suumman iyo boorsooyin gacanta lagu tolay, laga sameeyey maqaar Kenya ah, suuqa Kariakor.'),
  ('nairobi-tech-hub',
   'Simu, vifaa vya sauti na vifaa vya ziada vyenye dhamana ya mwaka mmoja hapa nchini, na malipo kwa M-Pesa.',
   'Taleefanno, qalabka codka iyo agab kale oo leh dammaanad hal sano ah oo gudaha dalka ah, lacag-bixinna M-Pesa.'),
  ('luthuli-electronics',
   'Taa za sola, benki za nguvu na redio kwa nyumba zilizounganishwa na umeme wa gridi na zisizounganishwa.',
   'Nal qoraxeed, baytariyo kayd ah iyo raadiyeyaal loogu talagalay guryaha korontada ku xidhan iyo kuwa aan ku xidhnayn.'),
  ('maasai-crafts',
   'Chama cha ushirika cha wanawake kutoka Kajiado kinachotengeneza kazi za jadi za shanga za Kimaasai.',
   'Iskaashato haween oo ka timid Kajiado, samaysa farshaxanka kuusha Maasai ee dhaqameedka ah.'),
  ('shanga-beadworks',
   'Shanga za kioo kilichorejelezwa, na vito vya shaba na mfupa vilivyotengenezwa Naivasha.',
   'Kuul laga sameeyey dhalo dib loo isticmaalay, iyo qurxin naxaas iyo laf ah oo lagu sameeyey Naivasha.'),
  ('jikoni-essentials',
   'Sufuria, majiko na vyombo vya jikoni vya kila siku kwa mapishi ya Kikenya.',
   'Digsiyo sufuria, burjikooyin iyo weelasha jikada ee maalin walba, loogu talagalay cunto karinta Kenya.'),
  ('kiondo-weavers',
   'Vikapu vya kiondo na mikeka ya katani vilivyofumwa kwa mkono huko Machakos.',
   'Dambiilo kiondo iyo gogosho xig ah oo gacanta lagu soohay magaalada Machakos.'),
  ('kisii-soapstone-gallery',
   'Vinyago vya jiwe la sabuni na vyombo vya nyumbani kutoka machimbo ya Tabaka.',
   'Farshaxan dhagax jilicsan ah iyo alaab guri oo laga keenay godadka dhagaxa ee Tabaka.'),
  ('urembo-beauty',
   'Vipodozi asilia vya ngozi na nywele vyenye shea, mbuyu na nazi.',
   'Daryeel dabiici ah oo maqaarka iyo timaha ah, leh shea, baobab iyo qumbe.'),
  ('asili-naturals',
   'Sabuni, mafuta na malhamu zinazotengenezwa kwa kiasi kidogo kutokana na mimea ya Kenya.',
   'Saabuun, saliid iyo kareemo tiro yar lagu sameeyo, laga sameeyey dhirta Kenya.'),
  ('nairobi-scale-models',
   'Modeli za kuunda za magari ya Kenya, zilizobuniwa, kufinyangwa na kupakwa rangi kwa mkono jijini Nairobi.',
   'Moodeello gaadiidka Kenya ah oo la dhiso, lagu naqshadeeyey, lagu shubay, gacantana lagu rinjiyeeyey magaalada Nairobi.'),
  ('kahawa-house',
   'Kahawa ya Kenya ya asili moja inayokaangwa kila wiki, pamoja na chai kutoka Kericho.',
   'Bun Kenya ah oo hal meel ka yimid, toddobaad kasta la dubo, iyo shaah laga keenay Kericho.'),
  ('shamba-fresh',
   'Asali, njugu, viungo na mahitaji ya jikoni moja kwa moja kutoka mashamba ya Kenya.',
   'Malab, lows, xawaash iyo cuntooyinka bakhaarka ee aasaasiga ah, si toos ah uga yimid beeraha Kenya.')
  ) as t(id, description_sw, description_so)
 where v.id = t.id;
