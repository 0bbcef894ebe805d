// The mails in Portuguese (European Portuguese words, read in Brazil too; formal: "o seu", third-person
// imperatives; "senha" as in the API's messages).
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minuto', other: '# minutos' };
const hours = { one: '# hora', other: '# horas' };

const days = { one: '# dia', other: '# dias' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'o cartão foi recusado',
  insufficient_funds: 'saldo insuficiente',
  expired_card: 'o cartão expirou',
  authentication_failed: 'a verificação de segurança do cartão falhou',
  cancelled: 'o pagamento foi cancelado',
  expired: 'o tempo para pagar esgotou-se',
};

export const pt: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Redefina a sua senha',
    greeting: `Olá, ${d.firstName},`,
    lead: `Utilize este link no prazo de ${f.count(d.minutes, minutes)} para escolher uma nova senha. O link só funciona uma vez.`,
    action: 'Escolher uma nova senha',
    closing: 'Se não fez este pedido, ignore este e-mail: a sua senha continua a mesma.',
  }),
  'email-change': (d, f) => ({
    subject: 'Confirme o seu novo endereço de e-mail',
    greeting: `Olá, ${d.firstName},`,
    lead: `Abra este link no prazo de ${f.count(d.hours, hours)} para usar este endereço na sua conta.`,
    action: 'Confirmar este endereço',
    closing: 'Se não fez este pedido, ignore este e-mail: nada será alterado.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Confirme a sua inscrição: ${d.campaign}`,
    greeting: `Olá, ${d.firstName},`,
    lead: `Confirme a sua inscrição na campanha «${d.campaign}» no prazo de ${f.count(d.hours, hours)}. A vantagem aparecerá quando encomendar uma assinatura.`,
    action: 'Confirmar a inscrição',
    closing: 'Se não fez este pedido, ignore este e-mail: não ficará inscrito.',
  }),
  welcome: (d) => ({
    subject: 'Boas-vindas: a sua conta está pronta',
    greeting: `Olá, ${d.firstName},`,
    lead: 'A sua conta está pronta. Nela pode consultar e gerir as suas reservas.',
    action: 'Abrir a minha conta',
    closing: 'Se não criou esta conta, responda a este e-mail e iremos eliminá-la.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `A sua reserva ${d.number} está confirmada`,
    greeting: `Olá, ${d.firstName},`,
    lead: `A sua reserva ${d.number} de um ${d.model} ou similar está confirmada.`,
    facts: [
      `Levantamento: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Devolução: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Total: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Poupe tempo no balcão: faça o check-in online antes do levantamento com a sua carta de condução, o documento de identificação e um cartão para a caução.',
      action: 'Fazer o check-in online',
      link: d.checkInLink,
    },
    action: 'Ver a minha reserva',
    closing: 'Aí pode alterar as datas ou cancelar a reserva. Boa viagem!',
  }),
  'booking-changed': (d, f) => ({
    subject: `A sua reserva ${d.number} tem novas datas`,
    greeting: `Olá, ${d.firstName},`,
    lead: `A sua reserva ${d.number} tem novas datas.`,
    facts: [
      `Levantamento: ${f.when(d.pickupAt)}`,
      `Devolução: ${f.when(d.returnAt)}`,
      `Novo total: ${f.money(d.total)}`,
    ],
    action: 'Ver a minha reserva',
    closing: 'Se não fez esta alteração, contacte-nos imediatamente.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `A sua reserva ${d.number} foi cancelada`,
    greeting: `Olá, ${d.firstName},`,
    lead: `A sua reserva ${d.number} foi cancelada.`,
    facts: [
      d.fee.amountMinor > 0 ? `Taxa de cancelamento: ${f.money(d.fee)}` : 'O cancelamento foi gratuito.',
    ],
    action: 'Ver a minha reserva',
    closing: 'Esperamos poder ajudar novamente em breve.',
  }),
  'business-application': (d) => ({
    subject: `Recebemos o pedido de ${d.company}`,
    greeting: `Olá ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `obrigado por registar ${d.company} como agência de viagens. Verificamos o código da agência e a conta de comissões, normalmente em dois dias úteis, e depois escrevemos com a nossa decisão.`
        : `obrigado pelo pedido de conta empresarial para ${d.company}. Verificamos o número de registo e os dados, normalmente em dois dias úteis, e depois escrevemos com a nossa decisão.`,
    action: 'Ver o pedido',
    closing: 'Até lá, pode reservar como habitualmente com a sua conta pessoal.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} está aprovada para reservas empresariais`
        : `O seu pedido para ${d.company} não foi aprovado`,
    greeting: `Olá ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} está aprovada como agência de viagens. Já pode reservar para os seus clientes; a sua comissão é de ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} está aprovada. As reservas para a empresa têm ${f.count(d.percent ?? 0, percent)} de desconto e são pagas por fatura. Já pode convidar os seus viajantes.`
        : `infelizmente não pudemos aprovar o pedido de ${d.company}.${d.reason ? ` Motivo: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Abrir a conta empresarial' : 'Ver o pedido',
    closing:
      d.decision === 'approved'
        ? 'Obrigado por nos escolher para as suas viagens de negócios.'
        : 'Se tiver perguntas ou novos documentos, responda a este e-mail.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} convida-o a reservar com ${d.company}`,
    greeting: `Olá, ${d.firstName} convidou-o para a conta empresarial de ${d.company}.`,
    lead: `como viajante de ${d.company}, reserva carros com a tarifa da empresa, pagos por fatura. Aceite o convite no prazo de ${f.count(d.days, days)}; a ligação funciona uma vez.`,
    action: 'Aceitar o convite',
    closing: 'Se não conhece esta empresa, ignore este e-mail.',
  }),
  'payment-link': (d, f) => ({
    subject: `Pedido de pagamento: ${d.description}`,
    greeting: d.firstName ? `Olá, ${d.firstName},` : `Olá,`,
    lead: d.number
      ? `pague ${f.money(d.amount)} pela sua reserva ${d.number} com esta ligação segura.`
      : `pague ${f.money(d.amount)} por «${d.description}» com esta ligação segura.`,
    facts: [`Montante: ${f.money(d.amount)}`, `Válido até: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Pagar agora',
    closing:
      'Introduz o cartão na página do nosso prestador de pagamentos; nunca vemos o número do cartão. Se não esperava este pedido, ignore este e-mail.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Não foi possível cobrar o seu cartão: ${d.description}`,
    greeting: `Olá, ${d.firstName},`,
    lead: `não conseguimos cobrar «${d.description}» no seu cartão. Renove o cartão e pague o montante.`,
    facts: [
      `Montante: ${f.money(d.amount)}`,
      `Motivo: ${paymentReasons[d.reason] ?? paymentReasons.declined}`,
    ],
    action: 'Renovar o cartão e pagar',
    closing: 'O novo cartão será usado nas próximas cobranças deste contrato.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Check-in concluído: o seu código de levantamento para a reserva ${d.number}`,
    greeting: `Olá, ${d.firstName},`,
    lead: `O seu check-in online para a reserva ${d.number} está concluído. Mostre o código de levantamento ${d.code} no balcão, como texto ou como código QR na página de check-in.`,
    facts: [
      `Levantamento: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Código de levantamento: ${d.code}`,
      'Traga o original da carta de condução e do documento de identificação com que fez o check-in.',
      d.depositAtPickup
        ? `Caução: ${f.money(d.deposit)}, paga com cartão no balcão`
        : `Caução: ${f.money(d.deposit)}, cativada no seu cartão e libertada após a devolução`,
    ],
    action: 'Mostrar o meu código de levantamento',
    closing: 'Até breve no balcão. Boa viagem!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `O seu aluguer ${d.number} foi devolvido: a sua fatura`,
    greeting: `Olá, ${d.firstName},`,
    lead: `Obrigado por devolver o carro com a aplicação. O seu aluguer ${d.number} terminou e a fatura está à sua espera na sua conta.`,
    facts: [
      `Fatura: ${d.invoiceNumber}`,
      `Total: ${f.money(d.total)}`,
      d.refuel
        ? `Abastecimento ou carregamento: ${f.money(d.refuel)}`
        : 'Sem custo de combustível: o carro voltou tão cheio como saiu.',
      d.deposit === 'released'
        ? 'A sua caução foi libertada.'
        : d.deposit === 'held'
          ? 'A sua caução continua cativa até o dano que participou ser regularizado.'
          : 'Não foi cativada nenhuma caução no seu cartão.',
    ],
    action: 'Ver a fatura',
    closing: 'Obrigado por alugar connosco.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `O dano que participou no aluguer ${d.number} foi avaliado`,
    greeting: `Olá, ${d.firstName},`,
    lead: `Avaliámos o dano que participou no aluguer ${d.number} («${d.description}»).`,
    facts: [`Custo: ${f.money(d.cost)}`, `Explicação: ${d.explanation}`],
    action: 'Ver o processo de danos',
    closing:
      'O custo é retirado da caução quando o processo é regularizado; o valor acima da caução pedimos-lhe através de uma ligação de pagamento.',
  }),
};
