// The chosen game's own engine options (`halfcourt castling`, `icehockey
// short_queen`, `cardhockey player`, ...), read from the engine's `uci`
// answer and offered as inputs, so a game option added to the engine
// appears here by itself.
const OWN_CONTROLS = ['halfcourt start', 'cardhockey variant'];  // these have controls of their own

// `option name NAME type TYPE default D [min A max B] [var V]...`
export function parseOptions(lines) {
  const options = [];
  for (const line of lines) {
    const found = line.match(/^option name (.+?) type (\w+)(?: default (.*?))?(?: min (-?\d+) max (-?\d+))?((?: var \S+)*)$/);
    if (found)
      options.push({name: found[1], type: found[2], value: found[3] ?? '', min: found[4], max: found[5],
                    choices: found[6].split(' var ').slice(1)});
  }
  return options;
}

// Inputs for the options named `GAME ...` into element.
export function showOptions(element, options, game) {
  const inputs = [];
  for (const option of options.filter((each) => each.name.startsWith(`${game} `) && !OWN_CONTROLS.includes(each.name))) {
    const label = document.createElement('label');
    let input;
    if (option.type === 'combo') {
      input = document.createElement('select');
      for (const choice of option.choices)
        input.append(new Option(choice, choice, false, choice === option.value));
    } else {
      input = document.createElement('input');
      input.type = option.type === 'check' ? 'checkbox' : option.type === 'spin' ? 'number' : 'text';
      if (option.type === 'check')
        input.checked = option.value === 'true';
      else
        input.value = option.value;
      if (option.min !== undefined) {
        input.min = option.min;
        input.max = option.max;
      }
    }
    input.dataset.option = option.name;
    label.append(`${option.name.slice(game.length + 1)} (engine option) `, input);
    inputs.push(label);
  }
  element.replaceChildren(...inputs);
}

// The `setoption` commands of the inputs' values.
export function optionCommands(element) {
  return [...element.querySelectorAll('[data-option]')].map((input) =>
    `setoption name ${input.dataset.option} value ${input.type === 'checkbox' ? input.checked : input.value}`);
}
