// Spanish text table (es-ES and every other es-* locale).
import type { LanguageText } from './types.ts';

export const es: LanguageText = {
  nav: {
    menu: 'Menú',
    rent: 'Alquilar',
    cars: 'Alquiler de coches',
    vans: 'Furgonetas y camiones',
    fleet: 'Nuestra flota',
    subscription: 'Suscripción de coche',
    mobility: 'Más movilidad',
    share: 'Kestrel Share',
    ride: 'Kestrel Ride',
    plus: 'Kestrel Plus',
    app: 'Descargar la app',
    help: 'Ayuda y servicios',
    helpCenter: 'Centro de ayuda',
    rentalGuide: 'Guía de alquiler',
    rentalServices: 'Servicios y extras',
    account: 'Mi cuenta',
    bookings: 'Mis reservas',
    manageBooking: 'Gestionar una reserva',
    profiles: 'Perfiles',
    subscriptions: 'Mis suscripciones',
    settings: 'Ajustes de la cuenta',
  },
  footer: {
    text: '© 2026 Kestrel Mobility. Todos los precios incluyen impuestos. Kestrel es una marca de demostración ficticia.',
    terms: 'Condiciones generales',
    privacy: 'Privacidad',
    imprint: 'Aviso legal',
  },
  banner: 'Novedad: reserva un Kestrel Ride en {city} y ahorra en tu primer viaje',
  pages: {
    home: {
      title: 'Alquiler de coches en {city} y más allá | {brand}',
      description:
        'Alquila un coche con {brand}: vehículos nuevos en aeropuertos, estaciones y oficinas en la ciudad, cancelación gratuita y sin costes ocultos.',
      sections: [
        [
          'Alquiler de coches con {brand}',
          'Recoge tu coche de alquiler en el aeropuerto, en la estación central o en una de nuestras oficinas en {city}. Utilitarios, SUV familiares o descapotables: la mayoría de nuestros coches tiene menos de dos años.',
        ],
        [
          'Por qué elegir {brand}',
          '- **Cancelación gratuita** hasta 24 horas antes de la recogida en la mayoría de las tarifas\n- Kilometraje ilimitado en alquileres de fin de semana y de larga duración\n- Recogida sin contacto con la app de {brand} en oficinas seleccionadas\n- Asistencia en carretera 24 horas incluida',
        ],
        [
          'Encuentra el coche adecuado',
          '¿No sabes qué modelo encaja con tu viaje? Descubre [nuestra flota]({fleet} "Nuestra flota") o lee la [guía de alquiler]({rentalGuide} "Guía de alquiler") para saber todo sobre seguros, combustible y conductores jóvenes.',
        ],
      ],
      truckSections: [
        [
          '¿Te mudas?',
          'Nuestras [furgonetas y camiones]({truck} "Furgonetas y camiones") llevan de todo, desde un sofá hasta un piso de tres habitaciones. Alquila por horas o para todo el fin de semana.',
        ],
      ],
    },
    truck: {
      title: 'Alquiler de furgonetas y camiones | {brand}',
      description: 'Alquila una furgoneta o un camión de mudanza por horas, días o semanas.',
      sections: [
        [
          'Alquiler de furgonetas y camiones',
          'Desde furgonetas compactas hasta camiones de 7,5 toneladas: en {brand} {city} encontrarás el vehículo adecuado para mudanzas, repartos y obras.',
        ],
        [
          '¿Qué tamaño necesito?',
          '- **Furgoneta** (hasta 8 m³): un estudio o algunos muebles\n- **Furgoneta grande** (hasta 14 m³): un piso de un dormitorio\n- **Camión caja** (hasta 20 m³): una casa familiar, con plataforma elevadora',
        ],
        [
          'A tener en cuenta',
          'La mayoría de las furgonetas se conducen con el carné B. Mantas, cinchas y carretillas se añaden al reservar.',
        ],
      ],
    },
    share: {
      title: 'Kestrel Share: carsharing por minutos | {brand}',
      description:
        'Abre un coche con el móvil, paga por minuto y aparca dentro de la zona de servicio de {city}.',
      sections: [
        [
          'Carsharing con Kestrel Share',
          'Encuentra un coche cerca en la app, ábrelo con el móvil y arranca. Combustible, seguro y aparcamiento en la zona de servicio están incluidos en el precio por minuto.',
        ],
        [
          'Cómo funciona',
          '- Regístrate una vez con tu carné y un medio de pago\n- Reserva un coche gratis hasta 20 minutos antes\n- Termina el viaje en cualquier punto de la zona de servicio',
        ],
        [
          '¿Tienes preguntas?',
          'El [centro de ayuda]({helpCenter} "Centro de ayuda") responde a las dudas más frecuentes sobre Kestrel Share.',
        ],
      ],
    },
    ride: {
      title: 'Kestrel Ride: reserva un viaje en {city} | {brand}',
      description:
        'Reserva un conductor profesional en {city} en segundos: precios cerrados, traslados al aeropuerto y viajes de empresa.',
      sections: [
        [
          'Kestrel Ride',
          'Reserva un viaje con conductor profesional en {city}. Ves el precio cerrado antes de reservar y tu conductor te espera en el aeropuerto sin coste adicional.',
        ],
        [
          'Un viaje para cada ocasión',
          '- **Economy** para el día a día\n- **Business** con berlinas premium\n- **Van** para hasta siete pasajeros y equipaje',
        ],
      ],
    },
    plus: {
      title: 'Kestrel Plus: alquiler de larga duración | {brand}',
      description: 'Alquila un coche desde un mes con seguro, mantenimiento y neumáticos incluidos.',
      sections: [
        [
          'Alquiler de larga duración Kestrel Plus',
          '¿Necesitas un coche para un proyecto, un traslado o una estancia larga en {city}? Con Kestrel Plus alquilas desde un mes a un precio mensual fijo.',
        ],
        [
          'Qué incluye',
          '- Seguro e impuestos\n- Mantenimiento, neumáticos y cambio de temporada\n- Vehículo de sustitución si el tuyo está en el taller',
        ],
      ],
    },
    subscription: {
      title: 'Suscripción de coche | {brand}',
      description: 'Un coche nuevo por una cuota mensual: seguro, mantenimiento y matriculación incluidos.',
      sections: [
        [
          'Suscripción de coche',
          'Conduce sin comprar: elige tu coche, tu paquete de kilómetros y la duración, y te lo llevamos a la puerta de casa.',
        ],
        [
          'Duraciones flexibles',
          '- **Flexible**: 30 días, renovación mensual\n- **6 o 12 meses**: cuota más baja y después renovación mensual\n- Bonificación de fidelidad a los 6 meses',
        ],
      ],
    },
    'help-center': {
      title: 'Centro de ayuda | {brand}',
      description:
        'Respuestas sobre reservas, pagos, seguros y daños, y todas las formas de contactar con {brand}.',
      sections: [
        [
          '¿Cómo podemos ayudarte?',
          'Busca en nuestros artículos o elige un tema. La mayoría de las dudas sobre reservas, pagos y recogida se resuelven en un minuto.',
        ],
        [
          'Temas frecuentes',
          '- Modificar o cancelar una reserva\n- Fianza y métodos de pago\n- Qué hacer tras un accidente o un daño',
        ],
      ],
    },
    account: {
      title: 'Mi cuenta | {brand}',
      description: 'Gestiona tus reservas, perfiles y datos de pago en tu cuenta de {brand}.',
      sections: [
        [
          'Tu cuenta de {brand}',
          'Inicia sesión para ver tus [reservas]({bookings} "Mis reservas"), guardar perfiles de conductor y reservar más rápido.',
        ],
      ],
    },
    fleet: {
      title: 'Nuestra flota de alquiler | {brand}',
      description:
        'De los utilitarios a las berlinas de lujo y los monovolúmenes: descubre la flota de {brand}.',
      sections: [
        [
          'Nuestra flota',
          'La flota de {brand} es una de las más jóvenes del sector. Elige una categoría para ver modelos habituales, maletero y equipamiento.',
        ],
        [
          'Modelo garantizado',
          'En algunas categorías puedes reservar un modelo garantizado y recibir exactamente el coche que elegiste.',
        ],
      ],
    },
    'rental-guide': {
      title: 'Guía de alquiler: consejos para tu alquiler | {brand}',
      description: 'Todo lo que debes saber antes de alquilar: documentos, fianza, seguro y combustible.',
      sections: [
        [
          'Guía de alquiler',
          'Alquilar un coche es fácil si conoces las normas. Esta guía resume lo más importante antes, durante y después de tu viaje.',
        ],
        [
          'Qué necesitas',
          '- Un carné de conducir con al menos un año de antigüedad\n- DNI o pasaporte\n- Una tarjeta de crédito a nombre del conductor principal para la fianza',
        ],
        [
          'Combustible y carga',
          'Devuelve el coche con el mismo nivel de combustible que al recogerlo. Los coches eléctricos deben volver con al menos un 70 % de batería.',
        ],
      ],
    },
    'rental-services': {
      title: 'Servicios y extras de alquiler | {brand}',
      description:
        'Sillas infantiles, conductores adicionales, protecciones y entrega a domicilio: extras para tu alquiler con {brand}.',
      sections: [
        [
          'Servicios y extras',
          'Adapta tu alquiler a tu viaje. Todos los extras se añaden al reservar o más tarde en [tu cuenta]({account} "Mi cuenta").',
        ],
        [
          'Extras populares',
          '- Sillas infantiles y elevadores\n- Conductores adicionales\n- Protecciones con franquicia reducida o sin franquicia\n- Entrega y recogida en tu dirección',
        ],
      ],
    },
    services: {
      title: 'Reserva tu alquiler | {brand}',
      description: 'Busca ofertas, elige extras y reserva tu alquiler con {brand} en pocos pasos.',
      sections: [
        [
          'Reserva tu alquiler',
          'Tu reserva se está cargando. Elige las fechas y la oficina de recogida para ver las ofertas disponibles.',
        ],
      ],
    },
    zen: {
      title: 'Reserva exprés | {brand}',
      description: 'Una reserva tranquila en tres pasos para clientes de {brand}.',
      sections: [
        [
          'Reserva exprés',
          'Tres pasos y ninguna distracción: elige el coche, confirma tus datos y paga. Tu perfil guardado se rellena automáticamente.',
        ],
      ],
    },
    'ride-help-article': {
      title: '¿Cómo reservo un viaje? | Ayuda de Kestrel Ride',
      description: 'Paso a paso: reservar un viaje con Kestrel Ride, cambiar la recogida y pagar.',
      sections: [
        [
          '¿Cómo reservo un viaje?',
          'Abre Kestrel Ride, introduce la dirección de recogida y el destino y elige una categoría. Verás el precio cerrado antes de confirmar.',
        ],
        [
          'Cambiar la recogida',
          'Puedes cambiar la hora de recogida gratis hasta una hora antes del viaje en [Kestrel Ride]({ride} "Kestrel Ride").',
        ],
        [
          'Pagar el viaje',
          'Los viajes se pagan con la tarjeta guardada en tu cuenta. El recibo llega por correo electrónico después del trayecto.',
        ],
      ],
    },
    terms: {
      title: 'Condiciones generales de alquiler | {brand}',
      description: 'Las condiciones generales de alquiler de {brand}.',
      sections: [
        [
          'Condiciones generales',
          'Estas condiciones se aplican a todos los alquileres reservados en este sitio. Las condiciones mostradas al reservar forman parte de tu contrato.',
        ],
        [
          'Cancelación',
          'La mayoría de las tarifas se pueden cancelar gratis hasta 24 horas antes de la recogida. Las tarifas prepagadas pueden tener gastos de cancelación.',
        ],
      ],
    },
    privacy: {
      title: 'Política de privacidad | {brand}',
      description: 'Cómo trata {brand} tus datos personales.',
      sections: [
        [
          'Política de privacidad',
          'Tratamos tus datos solo para prestar nuestros servicios, cumplir obligaciones legales y, con tu consentimiento, mejorar nuestras ofertas.',
        ],
        [
          'Tus derechos',
          'Puedes solicitar en cualquier momento el acceso, la rectificación o la supresión de tus datos en [tu cuenta]({account} "Mi cuenta").',
        ],
      ],
    },
    imprint: {
      title: 'Aviso legal | {brand}',
      description: 'Información legal de {brand}.',
      sections: [
        [
          'Aviso legal',
          'Kestrel Mobility es una empresa ficticia creada para este sitio de demostración. En este sitio no se celebran contratos de alquiler reales.',
        ],
      ],
    },
  },
  categories: {
    automatic: ['Coches automáticos', 'Conducción relajada en la ciudad, sin embrague.'],
    compact: ['Coches compactos', 'Fáciles de aparcar y económicos, con sitio para cuatro y su equipaje.'],
    convertible: [
      'Descapotables',
      'Conducir al aire libre por carreteras de costa y fines de semana de verano.',
    ],
    economy: ['Coches económicos', 'Nuestros mejores precios para trayectos cortos y ciudad.'],
    electric: [
      'Coches eléctricos',
      'Cero emisiones locales, con tarjeta de carga disponible en la recogida.',
    ],
    luxury: ['Coches de lujo', 'Berlinas y SUV premium para viajes de negocios y ocasiones especiales.'],
    pickupTruck: ['Pick-ups', 'Caja abierta y tracción total para el trabajo y las escapadas.'],
    sport: ['Deportivos', 'Modelos potentes para quienes disfrutan conduciendo.'],
    stationWagon: ['Familiares', 'Más maletero para las vacaciones en familia y el material deportivo.'],
    suv: ['SUV', 'Posición de conducción elevada y espacio para toda la familia.'],
    van: ['Monovolúmenes', 'De siete a nueve plazas para grupos y familias numerosas.'],
  },
  category: {
    title: '{category} de alquiler | {brand}',
    description: '{blurb} Compara modelos y reserva online en {brand}.',
    sections: [
      [
        '{category} de alquiler',
        '{blurb} La disponibilidad depende de la oficina; reserva con antelación para vacaciones y fines de semana.',
      ],
      [
        'Equipamiento habitual',
        '- Aire acondicionado y Bluetooth\n- Navegador en la mayoría de los modelos\n- Cancelación gratuita en la mayoría de las tarifas',
      ],
      ['Otras categorías', 'Compara todas las categorías en [nuestra flota]({fleet} "Nuestra flota").'],
    ],
  },
  airport: {
    title: 'Alquiler de coches en el {airport} ({code}) | {brand}',
    description:
      'Recoge tu coche de alquiler en el {airport}: mostrador en la zona de llegadas y coches a pocos pasos.',
    heroTitle: 'Tu coche te espera en el {airport}',
    prefix: 'Ahorra hasta un',
    highlight: '15 %',
    suffix: 'reservando online',
    sections: [
      [
        'Alquiler de coches en el {airport}',
        'Nuestro mostrador está en la zona de llegadas del {airport} ({code}). Tu coche está aparcado a pocos pasos, listo para ir a {airportCity}.',
      ],
      [
        'A tener en cuenta',
        '- Cancelación gratuita hasta 24 horas antes de la recogida en la mayoría de las tarifas\n- ¿Vuelo retrasado? Guardamos tu coche hasta tres horas\n- Devolución 24 horas con buzón de llaves',
      ],
    ],
  },
};
