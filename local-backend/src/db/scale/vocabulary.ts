/**
 * The words a generated catalogue is built from (scale-catalogue.ts): what the district's shops
 * sell, in English, Swahili and Somali, with a typical price in KES. The everyday words shoppers
 * search by (simu, spika, kiatu; taleefan, codbaahiye, kabo) are the ones the search synonyms
 * know, so a bench or plan test searches a catalogue that answers as the real one would.
 */

export interface Noun {
  category: string;
  en: string;
  sw: string;
  so: string;
  /** A typical price in KES; generated prices spread around it. */
  price: number;
}

export interface Word {
  en: string;
  sw: string;
  so: string;
}

export const NOUNS: readonly Noun[] = [
  { category: 'electronics', en: 'Phone', sw: 'Simu', so: 'Taleefan', price: 9000 },
  { category: 'electronics', en: 'Bluetooth Speaker', sw: 'Spika ya Bluetooth', so: 'Codbaahiye Bluetooth', price: 3000 },
  { category: 'electronics', en: 'Charger', sw: 'Chaja', so: 'Shaaja', price: 800 },
  { category: 'electronics', en: 'Radio', sw: 'Redio', so: 'Raadiyo', price: 1500 },
  { category: 'electronics', en: 'Earphones', sw: 'Vipokea Sauti', so: 'Sameecado', price: 1200 },
  { category: 'electronics', en: 'Torch', sw: 'Tochi', so: 'Tooj', price: 500 },
  { category: 'electronics', en: 'Power Bank', sw: 'Benki ya Nguvu', so: 'Baytari Kayd', price: 2500 },
  { category: 'electronics', en: 'Television', sw: 'Televisheni', so: 'Telefishan', price: 28000 },
  { category: 'clothing', en: 'Shirt', sw: 'Shati', so: 'Shaadh', price: 1500 },
  { category: 'clothing', en: 'Dress', sw: 'Gauni', so: 'Khamiis', price: 2500 },
  { category: 'clothing', en: 'Skirt', sw: 'Sketi', so: 'Goonno', price: 1600 },
  { category: 'clothing', en: 'Sandals', sw: 'Viatu', so: 'Kabo', price: 1300 },
  { category: 'clothing', en: 'Jacket', sw: 'Koti', so: 'Jaakad', price: 4000 },
  { category: 'clothing', en: 'Cap', sw: 'Kofia', so: 'Koofiyad', price: 600 },
  { category: 'clothing', en: 'Trousers', sw: 'Suruali', so: 'Surwaal', price: 2000 },
  { category: 'home-kitchen', en: 'Cooking Pot', sw: 'Sufuria', so: 'Digsi', price: 1800 },
  { category: 'home-kitchen', en: 'Basket', sw: 'Kikapu', so: 'Dambiil', price: 1200 },
  { category: 'home-kitchen', en: 'Cup', sw: 'Kikombe', so: 'Koob', price: 300 },
  { category: 'home-kitchen', en: 'Flask', sw: 'Chupa ya Chai', so: 'Termuus', price: 1300 },
  { category: 'home-kitchen', en: 'Stove', sw: 'Jiko', so: 'Burjiko', price: 2200 },
  { category: 'home-kitchen', en: 'Plate', sw: 'Sahani', so: 'Saxan', price: 250 },
  { category: 'beauty', en: 'Soap', sw: 'Sabuni', so: 'Saabuun', price: 300 },
  { category: 'beauty', en: 'Body Oil', sw: 'Mafuta ya Mwili', so: 'Saliid Jidhka', price: 700 },
  { category: 'beauty', en: 'Face Cream', sw: 'Krimu ya Uso', so: 'Kareemka Wajiga', price: 1100 },
  { category: 'beauty', en: 'Comb', sw: 'Kitana', so: 'Shanlo', price: 150 },
  { category: 'beauty', en: 'Perfume', sw: 'Marashi', so: 'Cadar', price: 2400 },
  { category: 'jewelry', en: 'Necklace', sw: 'Mkufu', so: 'Silsilad', price: 1200 },
  { category: 'jewelry', en: 'Bracelet', sw: 'Bangili', so: 'Jijin', price: 500 },
  { category: 'jewelry', en: 'Earrings', sw: 'Hereni', so: 'Hilqado', price: 650 },
  { category: 'jewelry', en: 'Ring', sw: 'Pete', so: 'Faraanti', price: 550 },
  { category: 'models', en: 'Bus Model', sw: 'Modeli ya Basi', so: 'Moodeel Bas', price: 3600 },
  { category: 'models', en: 'Train Model', sw: 'Modeli ya Treni', so: 'Moodeel Tareen', price: 8000 },
  { category: 'models', en: 'Plane Model', sw: 'Modeli ya Ndege', so: 'Moodeel Diyaarad', price: 6500 },
  { category: 'models', en: 'Motorbike Model', sw: 'Modeli ya Pikipiki', so: 'Moodeel Mooto', price: 3200 },
  { category: 'food', en: 'Coffee', sw: 'Kahawa', so: 'Bun', price: 900 },
  { category: 'food', en: 'Tea', sw: 'Chai', so: 'Shaah', price: 400 },
  { category: 'food', en: 'Honey', sw: 'Asali', so: 'Malab', price: 850 },
  { category: 'food', en: 'Rice', sw: 'Mchele', so: 'Bariis', price: 600 },
  { category: 'food', en: 'Beans', sw: 'Maharagwe', so: 'Digir', price: 350 },
  { category: 'food', en: 'Spice Mix', sw: 'Viungo', so: 'Xawaash', price: 300 },
];

/** What sets one product of a kind apart from the next: its colour or make. */
export const QUALITIES: readonly Word[] = [
  { en: 'Black', sw: 'Nyeusi', so: 'Madow' },
  { en: 'White', sw: 'Nyeupe', so: 'Cad' },
  { en: 'Red', sw: 'Nyekundu', so: 'Cas' },
  { en: 'Blue', sw: 'Bluu', so: 'Buluug' },
  { en: 'Green', sw: 'Kijani', so: 'Cagaar' },
  { en: 'Handmade', sw: 'cha Mkono', so: 'Gacan-ku-samays' },
  { en: 'Classic', sw: 'ya Zamani', so: 'Qadiim' },
  { en: 'Solar', sw: 'ya Sola', so: 'Qoraxeed' },
];

/** Makers' line names: proper names, the same in every language. */
export const LINES: readonly string[] = ['Jua', 'Nyota', 'Tausi', 'Baraka', 'Amani', 'Zuri', 'Pwani', 'Kilele', 'Upendo', 'Mvua'];

/** Where the generated shops trade, and what they call themselves. */
export const MARKETS: readonly string[] = ['Gikomba', 'Kariakor', 'Luthuli', 'Eastleigh', 'Toi', 'Ngara', 'Muthurwa', 'Kenyatta'];
export const TRADES: readonly string[] = ['Traders', 'Supplies', 'Emporium', 'Store', 'Bazaar', 'Duka'];
