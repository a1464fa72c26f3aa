import { t } from '../lib/i18n/i18n.ts';
import { Interview } from './interview.tsx';
import { spotlightWriters } from './spotlight-writers.ts';

export default function WriterSpotlight1Page() {
  return (
    <Interview
      writer={spotlightWriters[0]}
      intro={t('writerSpotlight1Page.elenaParkWritesPoemsFor')}
      answers={[
        t('writerSpotlight1Page.iWasBornInSeoul'),
        t('writerSpotlight1Page.aBatteredLibraryCopyOf'),
        t('writerSpotlight1Page.inGradeFiveATeacher'),
        t('writerSpotlight1Page.aPictureBookAboutA'),
        t('writerSpotlight1Page.twoQuietHoursOnePage'),
        t('writerSpotlight1Page.theBurnabyPublicLibraryAbsolutely'),
        t('writerSpotlight1Page.maryOliverSDevotionsIHave'),
        t('writerSpotlight1Page.readYourWorkOutLoud'),
        t('writerSpotlight1Page.keepASmallNotebookAnd'),
        t('writerSpotlight1Page.aKoreanEnglishPictureDictionaryFor'),
      ]}
    />
  );
}
