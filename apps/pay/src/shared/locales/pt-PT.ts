// The pay namespace in pt-PT.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'A carregar…',
  checking: 'Estamos a verificar o seu pagamento…',
  unavailable:
    'De momento não conseguimos contactar o nosso serviço de pagamentos. Não foi cobrado nada. Tente novamente dentro de instantes.',
  checkFailed:
    'De momento não conseguimos verificar o seu pagamento. Tente novamente dentro de instantes, antes de pagar outra vez.',
  retry: 'Tentar novamente',
  leaving: 'A encaminhá-lo para a página de pagamento segura…',
  refusedFallback: 'O pagamento não foi concluído. Não foi cobrado nada.',
  secure:
    'Introduz o cartão na página segura do nosso prestador de pagamentos. Nunca vemos nem guardamos o número do seu cartão.',
  contact: 'Tem dúvidas sobre um pagamento? Contacte-nos:',
  link: {
    openTitle: 'O seu pagamento',
    what: 'A que se refere o pagamento',
    booking: 'Número da reserva',
    car: 'Veículo',
    pickup: 'Levantamento',
    return: 'Devolução',
    place: '{{branch}}, {{date}}',
    amount: 'Montante',
    expires: 'Pague até {{date}}.',
    pay: 'Pagar {{amount}}',
    paidTitle: 'Pago, obrigado',
    paidText:
      'Recebemos o seu pagamento de {{amount}}. Não precisa de fazer mais nada: pode fechar esta página.',
    paidTextNoAmount: 'Recebemos o seu pagamento. Não precisa de fazer mais nada: pode fechar esta página.',
    expiredTitle: 'Esta ligação de pagamento expirou',
    expiredText:
      'Não foi cobrado nada. Se ainda precisar de pagar, contacte-nos para receber uma nova ligação.',
    cancelledTitle: 'Esta ligação de pagamento foi cancelada',
    cancelledText: 'Não há nada a pagar nesta ligação e não foi cobrado nada.',
    notFoundTitle: 'Não encontramos esta ligação de pagamento',
    notFoundText:
      'Abra novamente a ligação completa do seu e-mail. Se continuar a não funcionar, contacte-nos.',
    refusedTitle: 'O seu pagamento não foi aceite',
    pendingTitle: 'O seu pagamento ainda está a ser processado',
    pendingText: 'Normalmente demora apenas um momento. Verifique novamente daqui a pouco.',
    checkAgain: 'Verificar novamente',
  },
  renewal: {
    signInTitle: 'Inicie sessão',
    signInText: 'Inicie sessão para ver os pagamentos em dívida e pagá-los com um novo cartão.',
    signIn: 'Iniciar sessão',
    none: 'Nada a renovar: todos os seus pagamentos estão em dia.',
    amount: 'Montante',
    reason: 'Porque falhou a última cobrança',
    attempts: 'Tentativas até agora: {{attempts}}',
    renew: 'Renovar o cartão e pagar {{amount}}',
    paidOn: 'Pago a {{date}}',
    openTitle: 'Pagamentos em dívida',
    paidListTitle: 'Pagos recentemente',
    paidTitle: 'Pago, obrigado',
    paidText: 'O seu novo cartão foi guardado e será usado nos próximos pagamentos.',
    refusedTitle: 'O seu pagamento não foi aceite',
  },
};

export default strings;
