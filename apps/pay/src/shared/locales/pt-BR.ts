// The pay namespace in pt-BR.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Carregando…',
  checking: 'Estamos verificando seu pagamento…',
  unavailable:
    'No momento não conseguimos acessar nosso serviço de pagamento. Nada foi cobrado. Tente de novo daqui a pouco.',
  checkFailed:
    'No momento não conseguimos verificar seu pagamento. Tente de novo daqui a pouco, antes de pagar outra vez.',
  retry: 'Tentar de novo',
  leaving: 'Levando você para a página de pagamento segura…',
  refusedFallback: 'O pagamento não foi concluído. Nada foi cobrado.',
  secure:
    'Você informa seu cartão na página segura do nosso provedor de pagamentos. Nunca vemos nem guardamos o número do seu cartão.',
  contact: 'Dúvidas sobre um pagamento? Fale com a gente:',
  link: {
    openTitle: 'Seu pagamento',
    what: 'A que se refere o pagamento',
    booking: 'Número da reserva',
    car: 'Carro',
    pickup: 'Retirada',
    return: 'Devolução',
    place: '{{branch}}, {{date}}',
    amount: 'Valor',
    expires: 'Pague até {{date}}.',
    pay: 'Pagar {{amount}}',
    paidTitle: 'Pago, obrigado',
    paidText:
      'Recebemos seu pagamento de {{amount}}. Você não precisa fazer mais nada: pode fechar esta página.',
    paidTextNoAmount: 'Recebemos seu pagamento. Você não precisa fazer mais nada: pode fechar esta página.',
    expiredTitle: 'Este link de pagamento expirou',
    expiredText: 'Nada foi cobrado. Se você ainda precisa pagar, fale com a gente para receber um novo link.',
    cancelledTitle: 'Este link de pagamento foi cancelado',
    cancelledText: 'Não há nada a pagar neste link e nada foi cobrado.',
    notFoundTitle: 'Não encontramos este link de pagamento',
    notFoundText: 'Abra de novo o link completo do seu e-mail. Se ainda não funcionar, fale com a gente.',
    refusedTitle: 'Seu pagamento não foi aprovado',
    pendingTitle: 'Seu pagamento ainda está sendo processado',
    pendingText: 'Normalmente leva só um instante. Verifique de novo daqui a pouco.',
    checkAgain: 'Verificar de novo',
  },
  renewal: {
    signInTitle: 'Entre na sua conta',
    signInText: 'Entre para ver seus pagamentos em aberto e pagá-los com um cartão novo.',
    signIn: 'Entrar',
    none: 'Nada para renovar: todos os seus pagamentos estão em dia.',
    amount: 'Valor',
    reason: 'Por que a última cobrança falhou',
    attempts: 'Tentativas até agora: {{attempts}}',
    renew: 'Renovar cartão e pagar {{amount}}',
    paidOn: 'Pago em {{date}}',
    openTitle: 'Pagamentos em aberto',
    paidListTitle: 'Pagos recentemente',
    paidTitle: 'Pago, obrigado',
    paidText: 'Seu novo cartão foi salvo e será usado nos próximos pagamentos.',
    refusedTitle: 'Seu pagamento não foi aprovado',
  },
};

export default strings;
