// The mails in Spanish (usted).
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minuto', other: '# minutos' };
const hours = { one: '# hora', other: '# horas' };

const days = { one: '# día', other: '# días' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'la tarjeta fue rechazada',
  insufficient_funds: 'fondos insuficientes',
  expired_card: 'la tarjeta ha caducado',
  authentication_failed: 'falló la comprobación de seguridad de la tarjeta',
  cancelled: 'el pago se canceló',
  expired: 'el pago caducó',
};

export const es: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Restablezca su contraseña',
    greeting: `Hola, ${d.firstName}:`,
    lead: `Utilice este enlace en un plazo de ${f.count(d.minutes, minutes)} para elegir una nueva contraseña. Solo funciona una vez.`,
    action: 'Elegir una nueva contraseña',
    closing: 'Si no lo ha solicitado, ignore este correo electrónico: su contraseña no cambiará.',
  }),
  'email-change': (d, f) => ({
    subject: 'Confirme su nueva dirección de correo electrónico',
    greeting: `Hola, ${d.firstName}:`,
    lead: `Abra este enlace en un plazo de ${f.count(d.hours, hours)} para usar esta dirección en su cuenta.`,
    action: 'Confirmar esta dirección',
    closing: 'Si no lo ha solicitado, ignore este correo electrónico: no cambiará nada.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Confirme su inscripción: ${d.campaign}`,
    greeting: `Hola, ${d.firstName}:`,
    lead: `Confirme su inscripción en la campaña «${d.campaign}» en un plazo de ${f.count(d.hours, hours)}. La ventaja aparecerá cuando contrate una suscripción.`,
    action: 'Confirmar mi inscripción',
    closing: 'Si no lo ha solicitado, ignore este correo: no quedará inscrito.',
  }),
  welcome: (d) => ({
    subject: 'Le damos la bienvenida: su cuenta está lista',
    greeting: `Hola, ${d.firstName}:`,
    lead: 'Su cuenta está lista. En ella puede consultar y gestionar sus reservas.',
    action: 'Abrir mi cuenta',
    closing: 'Si no ha creado esta cuenta, responda a este correo electrónico y la eliminaremos.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Su reserva ${d.number} está confirmada`,
    greeting: `Hola, ${d.firstName}:`,
    lead: `Su reserva ${d.number} de un ${d.model} o similar está confirmada.`,
    facts: [
      `Recogida: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Devolución: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Total: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Ahorre tiempo en el mostrador: haga la facturación en línea antes de la recogida con su permiso de conducir, su documento de identidad y una tarjeta para la fianza.',
      action: 'Facturar en línea',
      link: d.checkInLink,
    },
    action: 'Ver mi reserva',
    closing: 'Allí puede cambiar las fechas o cancelar la reserva. ¡Buen viaje!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Su reserva ${d.number} tiene nuevas fechas`,
    greeting: `Hola, ${d.firstName}:`,
    lead: `Su reserva ${d.number} tiene nuevas fechas.`,
    facts: [
      `Recogida: ${f.when(d.pickupAt)}`,
      `Devolución: ${f.when(d.returnAt)}`,
      `Nuevo total: ${f.money(d.total)}`,
    ],
    action: 'Ver mi reserva',
    closing: 'Si usted no ha hecho este cambio, póngase en contacto con nosotros de inmediato.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Su reserva ${d.number} está cancelada`,
    greeting: `Hola, ${d.firstName}:`,
    lead: `Su reserva ${d.number} ha sido cancelada.`,
    facts: [
      d.fee.amountMinor > 0 ? `Gastos de cancelación: ${f.money(d.fee)}` : 'La cancelación ha sido gratuita.',
    ],
    action: 'Ver mi reserva',
    closing: 'Esperamos volver a verle pronto.',
  }),
  'business-application': (d) => ({
    subject: `Hemos recibido la solicitud de ${d.company}`,
    greeting: `Hola, ${d.firstName}:`,
    lead:
      d.kind === 'agency'
        ? `Gracias por registrar ${d.company} como agencia de viajes. Comprobamos el código de agencia y la cuenta de comisiones, normalmente en dos días hábiles, y le escribiremos con nuestra decisión.`
        : `Gracias por solicitar una cuenta de empresa para ${d.company}. Comprobamos el número de registro y los datos, normalmente en dos días hábiles, y le escribiremos con nuestra decisión.`,
    action: 'Ver la solicitud',
    closing: 'Mientras tanto, puede reservar como siempre con su cuenta personal.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} está aprobada para reservas de empresa`
        : `Su solicitud para ${d.company} no ha sido aprobada`,
    greeting: `Hola, ${d.firstName}:`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} está aprobada como agencia de viajes. Ya puede reservar para sus clientes; su comisión es del ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} está aprobada. Las reservas para la empresa tienen un ${f.count(d.percent ?? 0, percent)} de descuento y se pagan con factura. Ya puede invitar a sus viajeros.`
        : `No hemos podido aprobar la solicitud de ${d.company}.${d.reason ? ` Motivo: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Abrir la cuenta de empresa' : 'Ver la solicitud',
    closing:
      d.decision === 'approved'
        ? 'Gracias por elegirnos para sus viajes de negocios.'
        : 'Si tiene preguntas o nuevos documentos, responda a este correo.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} le invita a reservar con ${d.company}`,
    greeting: `Hola: ${d.firstName} le ha invitado a la cuenta de empresa de ${d.company}.`,
    lead: `Como viajero de ${d.company}, reserva alquileres con la tarifa de empresa, pagados con factura. Acepte la invitación en un plazo de ${f.count(d.days, days)}; el enlace solo funciona una vez.`,
    action: 'Aceptar la invitación',
    closing: 'Si no conoce esta empresa, ignore este correo.',
  }),
  'payment-link': (d, f) => ({
    subject: `Solicitud de pago: ${d.description}`,
    greeting: d.firstName ? `Hola, ${d.firstName}:` : `Hola:`,
    lead: d.number
      ? `pague ${f.money(d.amount)} por su reserva ${d.number} con este enlace seguro.`
      : `pague ${f.money(d.amount)} por «${d.description}» con este enlace seguro.`,
    facts: [`Importe: ${f.money(d.amount)}`, `Válido hasta: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Pagar ahora',
    closing:
      'Introduce la tarjeta en la página de nuestro proveedor de pagos; nunca vemos el número de la tarjeta. Si no esperaba esta solicitud, ignore este correo.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `No se pudo cobrar en su tarjeta: ${d.description}`,
    greeting: `Hola, ${d.firstName}:`,
    lead: `no hemos podido cobrar «${d.description}» en su tarjeta. Renueve su tarjeta y pague el importe.`,
    facts: [
      `Importe: ${f.money(d.amount)}`,
      `Motivo: ${paymentReasons[d.reason] ?? paymentReasons.declined}`,
    ],
    action: 'Renovar tarjeta y pagar',
    closing: 'La nueva tarjeta se usará para los próximos cobros de este contrato.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Facturación completada: su código de recogida para la reserva ${d.number}`,
    greeting: `Hola, ${d.firstName}:`,
    lead: `Su facturación en línea para la reserva ${d.number} está completa. Muestre el código de recogida ${d.code} en el mostrador, como texto o como código QR en la página de facturación.`,
    facts: [
      `Recogida: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Código de recogida: ${d.code}`,
      'Traiga el permiso de conducir y el documento de identidad originales con los que hizo la facturación.',
      d.depositAtPickup
        ? `Fianza: ${f.money(d.deposit)}, se cobra con tarjeta en el mostrador`
        : `Fianza: ${f.money(d.deposit)}, retenida en su tarjeta y liberada tras la devolución`,
    ],
    action: 'Ver mi código de recogida',
    closing: 'Nos vemos en el mostrador. ¡Buen viaje!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Su alquiler ${d.number} está devuelto: su factura`,
    greeting: `Hola, ${d.firstName}:`,
    lead: `Gracias por devolver el coche con la aplicación. Su alquiler ${d.number} ha finalizado y su factura le espera en su cuenta.`,
    facts: [
      `Factura: ${d.invoiceNumber}`,
      `Total: ${f.money(d.total)}`,
      d.refuel
        ? `Repostaje o recarga: ${f.money(d.refuel)}`
        : 'Sin cargo de combustible: el coche volvió tan lleno como salió.',
      d.deposit === 'released'
        ? 'Su depósito ha sido liberado.'
        : d.deposit === 'held'
          ? 'Su depósito sigue retenido hasta que se liquide el daño que comunicó.'
          : 'No se retuvo ningún depósito en su tarjeta.',
    ],
    action: 'Ver la factura',
    closing: 'Gracias por alquilar con nosotros.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `El daño que comunicó en el alquiler ${d.number} ha sido valorado`,
    greeting: `Hola, ${d.firstName}:`,
    lead: `Hemos valorado el daño que comunicó en su alquiler ${d.number} («${d.description}»).`,
    facts: [`Coste: ${f.money(d.cost)}`, `Explicación: ${d.explanation}`],
    action: 'Ver el caso de daños',
    closing:
      'El coste se descuenta de su depósito al liquidar el caso; lo que supere el depósito se lo pediremos con un enlace de pago.',
  }),
};
