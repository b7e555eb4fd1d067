import type { CatalogMessage } from '../validation/messages';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '../errors/messages';
import type { Language, Translations } from './setup';

/**
 * The "messages" namespace: every catalogued message (validation, errors, success) in en, so and
 * sw, registered once by the host, so every app shows the same wording: `t(message.key, { ns:
 * 'messages' })`, or `translateMessage(t, englishText)` for a message that arrives as text (a zod
 * issue, a mapped error).
 */
export const MESSAGES_NAMESPACE = 'messages';

const CATALOGUES = [VALIDATION_MESSAGES, ERROR_MESSAGES, SUCCESS_MESSAGES] as const;
const ALL: CatalogMessage[] = CATALOGUES.flatMap((catalogue) => Object.values(catalogue));
const KEY_BY_TEXT = new Map(ALL.map((message) => [message.en, message.key]));

type Flat = Record<string, string>;

const SO: Flat = {
  'validation.passwordRequired': 'Furaha sirta waa loo baahan yahay',
  'validation.passwordTooShort': 'Furaha sirtu waa inuu ahaadaa ugu yaraan 8 xaraf',
  'validation.passwordUppercase': 'Furaha sirtu waa inuu lahaadaa ugu yaraan hal xaraf oo waaweyn',
  'validation.passwordLowercase': 'Furaha sirtu waa inuu lahaadaa ugu yaraan hal xaraf oo yaryar',
  'validation.passwordNumber': 'Furaha sirtu waa inuu lahaadaa ugu yaraan hal lambar',
  'validation.passwordSpecial': 'Furaha sirtu waa inuu lahaadaa ugu yaraan hal calaamad gaar ah',
  'validation.passwordTooLong': 'Furaha sirtu waa inuusan ka dheerayn 72 xaraf',
  'validation.passwordsDoNotMatch': 'Furayaasha sirtu isma laha',
  'validation.emailRequired': 'Iimaylka waa loo baahan yahay',
  'validation.emailInvalid': 'Fadlan geli iimayl sax ah',
  'validation.nameRequired': 'Magaca waa loo baahan yahay',
  'validation.nameTooLong': 'Magacu waa inuu ka yaraadaa 100 xaraf',
  'validation.nameInvalidCharacters': 'Magacu wuxuu yeelan karaa oo keliya xarfo, meelo bannaan, xarriijimo iyo hakad sare',
  'validation.newsletterEmailRequired': 'Fadlan geli cinwaanka iimaylkaaga',
  'validation.contactSubjectRequired': 'Mawduuca waa loo baahan yahay',
  'validation.contactMessageRequired': 'Fariinta waa loo baahan yahay',
  'validation.searchQueryTooLong': 'Raadintu aad bay u dheer tahay',
  'validation.searchQueryTooShort': 'Raadintu waa inay ahaataa ugu yaraan 2 xaraf',
  'validation.searchQuerySuspicious': 'Raadin aan sax ahayn ayaa la ogaaday',
  'validation.searchQueryInvalid': 'Raadintu sax ma aha',
  'validation.uploadInvalidType': 'Nooca faylka lama oggola',
  'validation.uploadTooLarge': 'Faylku aad buu u weyn yahay (ugu badnaan 2MB)',
  'validation.uploadInvalidExtension': 'Dabada faylka lama oggola',
  'validation.uploadInvalidName': 'Magaca faylka lama oggola',
  'validation.uploadEmpty': 'Faylku wuxuu u muuqdaa mid madhan',
  'validation.uploadInvalid': 'Fayl aan sax ahayn',
  'validation.imageSearchUploaded': 'Sawirka waa la soo geliyey si loo raadiyo',
  'validation.imageSearchFailed': 'Sawirka lama habayn karin',
  'validation.phoneRequired': 'Lambarka taleefanka waa loo baahan yahay',
  'validation.phoneInvalid': 'Fadlan geli lambar taleefan oo Kenya ah oo sax ah, sida 0712 345 678 ama +254 712 345 678',
  'validation.areaRequired': 'Xaafadda ama aagga waa loo baahan yahay',
  'validation.streetRequired': 'Waddada ama dhismaha waa loo baahan yahay',
  'validation.addressTooLong': 'Fadlan ka dhig wax ka yar 100 xaraf',
  'validation.addressInvalidCharacters': 'Fadlan isticmaal xarfo, lambaro iyo calaamado fudud oo keliya',
  'validation.notesTooLong': 'Qoraalladu waa inay ka yaraadaan 300 xaraf',
  'validation.businessNameRequired': 'Magaca ganacsiga waa loo baahan yahay',
  'validation.businessNameTooLong': 'Magaca ganacsigu waa inuu ka yaraadaa 100 xaraf',
  'validation.categoryRequired': 'Fadlan dooro qayb',
  'validation.descriptionTooShort': 'Fadlan ganacsigaaga ku sharax ugu yaraan 20 xaraf',
  'validation.descriptionTooLong': 'Sharaxaaddu waa inay ka yaraataa 2000 xaraf',
  'validation.termsRequired': 'Fadlan oggolow shuruudaha si aad u codsato',
  'validation.subjectTooLong': 'Mawduucu waa inuu ka yaraadaa 200 xaraf',
  'validation.contactMessageLength': 'Fariintu waa inay u dhaxaysaa 10 ilaa 2000 xaraf',
  'errors.invalidCredentials': 'Xogta galitaanka ee la bixiyay sax ma aha.',
  'errors.emailNotConfirmed': 'Fadlan xaqiiji cinwaanka iimaylkaaga.',
  'errors.tooManyRequests': 'Isku day badan. Fadlan sug ka hor intaadan mar kale isku dayin.',
  'errors.network': 'Cillad xiriir. Fadlan hubi shabakaddaada.',
  'errors.accessDenied': 'Gelitaanka waa la diiday.',
  'errors.technical': 'Cillad farsamo ayaa dhacday. Fadlan la xiriir taageerada.',
  'errors.invalidRequest': 'Codsi aan sax ahayn ayaa la ogaaday.',
  'errors.unexpected': 'Cillad lama filaan ah ayaa dhacday. Fadlan mar kale isku day.',
  'errors.contactSupportSuffix': 'Haddii ay sii socoto, fadlan la xiriir taageerada.',
  'errors.backendNotConfigured': 'Adeeggu si ku meel gaar ah uma shaqeynayo. Fadlan la xiriir taageerada.',
  'errors.authNotConfigured': 'Adeegga xaqiijinta lama heli karo. Fadlan la xiriir taageerada.',
  'errors.signOutNoBackend': 'Adeegga xaqiijinta lama heli karo.',
  'errors.signOutFailed': 'Ka bixitaanku wuu fashilmay',
  'errors.authServiceUnavailableTitle': 'Adeegga Xaqiijinta Lama Heli Karo',
  'errors.lockedOut': 'Isku day badan oo fashilmay. Fadlan mar kale isku day {{n}} daqiiqo kadib.',
  'errors.lockedNow': 'Akoonka si ku meel gaar ah ayaa loo xiray isku dayo badan oo fashilmay darteed. Mar kale isku day {{n}} daqiiqo kadib.',
  'errors.attemptsRemaining': '{{n}} isku day ayaa kuu haray ka hor inta aan akoonka la xirin.',
  'errors.renderFailureTitle': 'Wax baa khaldamay',
  'errors.renderFailureHint': 'Fadlan cusboonaysii bogga. Haddii ay sii socoto, fadlan la xiriir taageerada.',
  'errors.newsletterErrorTitle': 'Cillad',
  'errors.pageNotFound': 'Bogga Lama Helin',
  'errors.chatNotUnderstood': 'Waan ka xumahay, su’aashaada ma fahmin. Ma isku dayi kartaa inaad si kale u weydiiso?',
  'success.loggedIn': 'Si guul leh ayaad u gashay!',
  'success.registered': 'Diiwaangelintu way guulaysatay! Fadlan hubi iimaylkaaga si aad u xaqiijiso akoonkaaga.',
  'success.signedOut': 'Si guul leh ayaad uga baxday',
  'success.profileUpdated': 'Astaanta si guul leh ayaa loo cusboonaysiiyay!',
  'success.newsletterTitle': 'Guul!',
  'success.newsletterSubscribed': 'Waad ku mahadsan tahay inaad iska diiwaangelisay wargeyskayaga!',
};

const SW: Flat = {
  'validation.passwordRequired': 'Nenosiri linahitajika',
  'validation.passwordTooShort': 'Nenosiri lazima liwe na angalau herufi 8',
  'validation.passwordUppercase': 'Nenosiri lazima liwe na angalau herufi kubwa moja',
  'validation.passwordLowercase': 'Nenosiri lazima liwe na angalau herufi ndogo moja',
  'validation.passwordNumber': 'Nenosiri lazima liwe na angalau nambari moja',
  'validation.passwordSpecial': 'Nenosiri lazima liwe na angalau alama maalum moja',
  'validation.passwordTooLong': 'Nenosiri lisizidi herufi 72',
  'validation.passwordsDoNotMatch': 'Manenosiri hayalingani',
  'validation.emailRequired': 'Barua pepe inahitajika',
  'validation.emailInvalid': 'Tafadhali weka anwani sahihi ya barua pepe',
  'validation.nameRequired': 'Jina linahitajika',
  'validation.nameTooLong': 'Jina lazima liwe na herufi chini ya 100',
  'validation.nameInvalidCharacters': 'Jina linaweza kuwa na herufi, nafasi, vistari na apostrofi pekee',
  'validation.newsletterEmailRequired': 'Tafadhali weka anwani yako ya barua pepe',
  'validation.contactSubjectRequired': 'Mada inahitajika',
  'validation.contactMessageRequired': 'Ujumbe unahitajika',
  'validation.searchQueryTooLong': 'Utafutaji ni mrefu mno',
  'validation.searchQueryTooShort': 'Utafutaji lazima uwe na angalau herufi 2',
  'validation.searchQuerySuspicious': 'Utafutaji usio halali umegunduliwa',
  'validation.searchQueryInvalid': 'Utafutaji si sahihi',
  'validation.uploadInvalidType': 'Aina ya faili hairuhusiwi',
  'validation.uploadTooLarge': 'Faili ni kubwa mno (kiwango cha juu 2MB)',
  'validation.uploadInvalidExtension': 'Kiendelezi cha faili hakiruhusiwi',
  'validation.uploadInvalidName': 'Jina la faili si halali',
  'validation.uploadEmpty': 'Faili linaonekana kuwa tupu',
  'validation.uploadInvalid': 'Faili si sahihi',
  'validation.imageSearchUploaded': 'Picha imepakiwa kwa utafutaji',
  'validation.imageSearchFailed': 'Imeshindwa kuchakata picha',
  'validation.phoneRequired': 'Nambari ya simu inahitajika',
  'validation.phoneInvalid': 'Tafadhali weka nambari sahihi ya simu ya Kenya, kama 0712 345 678 au +254 712 345 678',
  'validation.areaRequired': 'Mtaa au eneo linahitajika',
  'validation.streetRequired': 'Barabara au jengo linahitajika',
  'validation.addressTooLong': 'Tafadhali tumia herufi chini ya 100',
  'validation.addressInvalidCharacters': 'Tafadhali tumia herufi, nambari na alama rahisi pekee',
  'validation.notesTooLong': 'Maelezo lazima yawe na herufi chini ya 300',
  'validation.businessNameRequired': 'Jina la biashara linahitajika',
  'validation.businessNameTooLong': 'Jina la biashara lazima liwe na herufi chini ya 100',
  'validation.categoryRequired': 'Tafadhali chagua aina',
  'validation.descriptionTooShort': 'Tafadhali eleza biashara yako kwa angalau herufi 20',
  'validation.descriptionTooLong': 'Maelezo lazima yawe na herufi chini ya 2000',
  'validation.termsRequired': 'Tafadhali kubali masharti ili kutuma maombi',
  'validation.subjectTooLong': 'Mada lazima iwe na herufi chini ya 200',
  'validation.contactMessageLength': 'Ujumbe lazima uwe na herufi kati ya 10 na 2000',
  'errors.invalidCredentials': 'Taarifa za kuingia si sahihi.',
  'errors.emailNotConfirmed': 'Tafadhali thibitisha anwani yako ya barua pepe.',
  'errors.tooManyRequests': 'Majaribio mengi mno. Tafadhali subiri kabla ya kujaribu tena.',
  'errors.network': 'Hitilafu ya muunganisho. Tafadhali angalia mtandao wako.',
  'errors.accessDenied': 'Ufikiaji umekataliwa.',
  'errors.technical': 'Hitilafu ya kiufundi imetokea. Tafadhali wasiliana na huduma kwa wateja.',
  'errors.invalidRequest': 'Ombi lisilo halali limegunduliwa.',
  'errors.unexpected': 'Hitilafu isiyotarajiwa imetokea. Tafadhali jaribu tena.',
  'errors.contactSupportSuffix': 'Tatizo likiendelea, tafadhali wasiliana na huduma kwa wateja.',
  'errors.backendNotConfigured': 'Huduma haipatikani kwa muda. Tafadhali wasiliana na huduma kwa wateja.',
  'errors.authNotConfigured': 'Huduma ya uthibitishaji haipatikani. Tafadhali wasiliana na huduma kwa wateja.',
  'errors.signOutNoBackend': 'Huduma ya uthibitishaji haipatikani.',
  'errors.signOutFailed': 'Imeshindwa kutoka',
  'errors.authServiceUnavailableTitle': 'Huduma ya Uthibitishaji Haipatikani',
  'errors.lockedOut': 'Majaribio mengi yaliyoshindwa. Tafadhali jaribu tena baada ya dakika {{n}}.',
  'errors.lockedNow': 'Akaunti imefungwa kwa muda kwa sababu ya majaribio mengi yaliyoshindwa. Jaribu tena baada ya dakika {{n}}.',
  'errors.attemptsRemaining': 'Yamebaki majaribio {{n}} kabla akaunti haijafungwa.',
  'errors.renderFailureTitle': 'Kuna kitu kimeharibika',
  'errors.renderFailureHint': 'Tafadhali onyesha upya ukurasa. Tatizo likiendelea, tafadhali wasiliana na huduma kwa wateja.',
  'errors.newsletterErrorTitle': 'Hitilafu',
  'errors.pageNotFound': 'Ukurasa Haupatikani',
  'errors.chatNotUnderstood': 'Samahani, sijaelewa swali lako. Unaweza kujaribu kuuliza kwa njia nyingine?',
  'success.loggedIn': 'Umeingia kwa mafanikio!',
  'success.registered': 'Usajili umefanikiwa! Tafadhali angalia barua pepe yako ili kuthibitisha akaunti yako.',
  'success.signedOut': 'Umetoka kwa mafanikio',
  'success.profileUpdated': 'Wasifu umesasishwa kwa mafanikio!',
  'success.newsletterTitle': 'Imefanikiwa!',
  'success.newsletterSubscribed': 'Asante kwa kujiandikisha kwenye jarida letu!',
};

/** Turns flat 'a.b' keys into the nested objects i18next expects for its default key separator. */
function nest(flat: Flat): Record<string, unknown> {
  const root: Record<string, Record<string, string>> = {};
  for (const [path, text] of Object.entries(flat)) {
    const [group, name] = path.split('.') as [string, string];
    (root[group] ??= {})[name] = text;
  }
  return root;
}

const EN: Flat = Object.fromEntries(ALL.map((message) => [message.key, message.en]));
const BY_LANGUAGE: Record<Language, Flat> = { en: EN, so: SO, sw: SW };

export const MESSAGE_TRANSLATIONS: Translations = {
  en: nest(BY_LANGUAGE.en),
  so: nest(BY_LANGUAGE.so),
  sw: nest(BY_LANGUAGE.sw),
};

/** Translation key of any catalogued message's English text (a zod issue, a mapped error). */
export function messageKey(en: string): string | undefined {
  return KEY_BY_TEXT.get(en);
}

type TranslateFn = (key: string, options: { ns: string; defaultValue: string; n?: number }) => string;

/**
 * The current language's wording of a catalogued English message; text that is not in the
 * catalogue (a sanitized server message) is shown as it came.
 */
export function translateMessage(t: TranslateFn, en: string, n?: number): string {
  const key = messageKey(en);
  if (!key) return en;
  return t(key, { ns: MESSAGES_NAMESPACE, defaultValue: en, ...(n === undefined ? {} : { n }) });
}
