// The pay namespace in es-ES.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Cargando…',
  checking: 'Estamos comprobando tu pago…',
  unavailable:
    'Ahora mismo no podemos conectar con nuestro servicio de pago. No se ha cobrado nada. Vuelve a intentarlo en un momento.',
  checkFailed:
    'Ahora mismo no podemos comprobar tu pago. Vuelve a intentarlo en un momento, antes de pagar de nuevo.',
  retry: 'Reintentar',
  leaving: 'Te llevamos a la página de pago segura…',
  refusedFallback: 'El pago no se ha completado. No se ha cobrado nada.',
  secure:
    'Introduces tu tarjeta en la página segura de nuestro proveedor de pagos. Nunca vemos ni guardamos el número de tu tarjeta.',
  contact: '¿Tienes preguntas sobre un pago? Contacta con nosotros:',
  link: {
    openTitle: 'Tu pago',
    what: 'Concepto del pago',
    booking: 'Número de reserva',
    car: 'Coche',
    pickup: 'Recogida',
    return: 'Devolución',
    place: '{{branch}}, {{date}}',
    amount: 'Importe',
    expires: 'Paga antes del {{date}}.',
    pay: 'Pagar {{amount}}',
    paidTitle: 'Pagado, gracias',
    paidText:
      'Hemos recibido tu pago de {{amount}}. No tienes que hacer nada más: puedes cerrar esta página.',
    paidTextNoAmount: 'Hemos recibido tu pago. No tienes que hacer nada más: puedes cerrar esta página.',
    expiredTitle: 'Este enlace de pago ha caducado',
    expiredText:
      'No se ha cobrado nada. Si todavía tienes que pagar, contacta con nosotros para recibir un enlace nuevo.',
    cancelledTitle: 'Este enlace de pago se ha cancelado',
    cancelledText: 'No tienes nada pendiente en este enlace y no se ha cobrado nada.',
    notFoundTitle: 'No encontramos este enlace de pago',
    notFoundText:
      'Vuelve a abrir el enlace completo de tu correo electrónico. Si sigue sin funcionar, contacta con nosotros.',
    refusedTitle: 'Tu pago no se ha realizado',
    pendingTitle: 'Tu pago aún se está procesando',
    pendingText: 'Normalmente solo tarda un momento. Vuelve a comprobarlo en breve.',
    checkAgain: 'Volver a comprobar',
  },
  renewal: {
    signInTitle: 'Inicia sesión',
    signInText: 'Inicia sesión para ver tus pagos pendientes y pagarlos con una tarjeta nueva.',
    signIn: 'Iniciar sesión',
    none: 'Nada que renovar: todos tus pagos están al día.',
    amount: 'Importe',
    reason: 'Por qué falló el último cobro',
    attempts: 'Intentos hasta ahora: {{attempts}}',
    renew: 'Renovar la tarjeta y pagar {{amount}}',
    paidOn: 'Pagado el {{date}}',
    openTitle: 'Pagos pendientes',
    paidListTitle: 'Pagados recientemente',
    paidTitle: 'Pagado, gracias',
    paidText: 'Tu nueva tarjeta se ha guardado y se usará para tus próximos pagos.',
    refusedTitle: 'Tu pago no se ha realizado',
  },
};

export default strings;
