import { topicOf } from './topics';

describe('topicOf: the canned answer a message asks for', () => {
  it.each([
    ['How long does delivery take?', 'shipping'],
    ['Do you SHIP to Mombasa?', 'shipping'],
    ['Usafirishaji huchukua muda gani?', 'shipping'],
    ['Gaarsiintu immisa bay qaadataa?', 'shipping'],
    ['I want to return my dress', 'returns'],
    ['When is my refund coming?', 'returns'],
    ['Nataka kurudisha viatu', 'returns'],
    ['Sideen u celin karaa alaabta?', 'returns'],
    ['Can I pay by card?', 'payment'],
    ['Does M-Pesa work?', 'payment'],
    ['malipo ya m-pesa', 'payment'],
    ['Lacag bixinta sidee bay u shaqeysaa?', 'payment'],
    ['Hello there', 'unknown'],
    ['I will repay you', 'unknown'],
  ])('%j → %s', (message, topic) => {
    expect(topicOf(message)).toBe(topic);
  });

  it('answers shipping first when a message mentions several topics, as the spec orders them', () => {
    expect(topicOf('Can I pay on delivery?')).toBe('shipping');
  });

  it('ignores accents and case', () => {
    expect(topicOf('DÉLIVERY please')).toBe('shipping');
  });
});
