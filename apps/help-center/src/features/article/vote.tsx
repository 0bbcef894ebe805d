// The helpful / not-helpful vote (spec §2): sent once, remembered on this device, thanked; a failed
// send says so and lets the visitor try again. Not helpful offers the contact form.
import { useTranslation } from '@rental/i18n';
import { Button } from '@rental/ui';
import { useState } from 'react';
import { useHelp } from '../../shared/help-services.tsx';
import { readVote, rememberVote, type VoteChoice, voteKey } from './vote-store.ts';

export function Vote({ type, articleId }: { type: string; articleId: string }) {
  const { t } = useTranslation('help');
  const { api, mode, href } = useHelp();
  const key = voteKey(mode.tree, type, articleId);
  const [voted, setVoted] = useState<VoteChoice | undefined>(() => readVote(key));
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');

  async function send(choice: VoteChoice) {
    if (voted || state === 'sending') return;
    setState('sending');
    try {
      await api.vote(type, articleId, choice === 'helpful');
      rememberVote(key, choice);
      setVoted(choice);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <section className="hc-vote" aria-labelledby="hc-vote-title" data-vote={voted ?? state}>
      <h3 id="hc-vote-title">{t('article.helpfulQuestion')}</h3>
      <div role="status">
        {voted === 'helpful' ? <p>{t('article.thanks')}</p> : null}
        {voted === 'not-helpful' ? <p>{t('article.thanksNotHelpful')}</p> : null}
        {state === 'sending' ? <p>{t('article.sending')}</p> : null}
      </div>
      {voted ? null : (
        <div className="hc-vote__buttons">
          <Button variant="secondary" isDisabled={state === 'sending'} onPress={() => void send('helpful')}>
            {t('article.yes')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={state === 'sending'}
            onPress={() => void send('not-helpful')}
          >
            {t('article.no')}
          </Button>
        </div>
      )}
      {state === 'failed' ? (
        <p className="ui-field-error" role="alert">
          {t('article.voteFailed')}
        </p>
      ) : null}
      {voted === 'not-helpful' ? (
        <p>
          <a className="ui-button ui-button--primary" href={href({ view: 'contact', type })}>
            {t('contact.cta')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
