import { t } from '../lib/i18n/i18n.ts';
import { Interview } from './interview.tsx';
import { spotlightWriters } from './spotlight-writers.ts';

export default function WriterSpotlight2Page() {
  return (
    <Interview
      writer={spotlightWriters[1]}
      intro={t('writerSpotlight2Page.jonahWhitfieldHasWrittenFour')}
      answers={[
        t('writerSpotlight2Page.iGrewUpInPort'),
        t('writerSpotlight2Page.theWestingGameByEllen'),
        t('writerSpotlight2Page.muchLaterThanPeopleExpect'),
        t('writerSpotlight2Page.aFifthMysterySetDuring'),
        t('writerSpotlight2Page.honestlyAFerryCrossingForty'),
        t('writerSpotlight2Page.theOldSecondhandBookshopsOf'),
        t('writerSpotlight2Page.theWestingGameAgainTo'),
        t('writerSpotlight2Page.playFairWithYourReader'),
        t('writerSpotlight2Page.finishThingsYourFirstStory'),
        t('writerSpotlight2Page.aFirstEditionOfThe'),
      ]}
    />
  );
}
