import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { inRouter, setUpI18nPerTest } from '../../../testing/harness';
import { AboutScreen } from './AboutScreen';

setUpI18nPerTest();

describe('AboutScreen', () => {
  it('tells the 2020 story, the five values and links the featured vendor', () => {
    inRouter(<AboutScreen />);
    expect(screen.getByText(/founded in 2020/)).toBeInTheDocument();
    for (const value of [
      'Customer Satisfaction',
      'Quality Assurance',
      'Community Support',
      'Ethical Business Practices',
      'Innovation & Continuous Improvement',
    ]) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Visit Nairobi Scale Models' })).toHaveAttribute('href', '/vendor/nairobi-scale-models');
  });

  it.each([
    [
      'en',
      'Our Mission',
      'To give every vendor of the district a fair, simple way to sell online',
      'Our Vision',
      'A thriving district where small businesses grow with their customers',
    ],
    [
      'so',
      'Hadafkayaga',
      'In iibiye kasta oo degmada ah aan siinno hab cadaalad ah',
      'Aragtideena',
      'Degmo horumarsan oo ganacsiyada yaryar',
    ],
    ['sw', 'Dhamira Yetu', 'Kumpa kila muuzaji wa mtaa njia ya haki na rahisi', 'Maono Yetu', 'Mtaa unaostawi ambapo biashara ndogo hukua'],
  ])('states the mission and the vision (%s)', async (lng, mission, missionText, vision, visionText) => {
    await act(() => i18next.changeLanguage(lng));
    inRouter(<AboutScreen />);
    expect(screen.getByRole('region', { name: mission })).toHaveTextContent(missionText);
    expect(screen.getByRole('region', { name: vision })).toHaveTextContent(visionText);
  });
});
