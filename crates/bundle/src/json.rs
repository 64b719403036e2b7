//! Just enough JSON to read rustc's diagnostics (`--error-format=json`): one value a line.

/// A JSON value. Numbers are kept as `f64`, enough for byte offsets and line numbers.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    /// Parses one value, `None` when `text` is not JSON. `O(len)`.
    pub fn parse(text: &str) -> Option<Json> {
        let mut parser = Parser {
            b: text.as_bytes(),
            i: 0,
        };
        let value = parser.value()?;
        parser.space();
        (parser.i == parser.b.len()).then_some(value)
    }

    /// The member `key` of an object; `Null` for anything else.
    pub fn get(&self, key: &str) -> &Json {
        match self {
            Json::Object(members) => members
                .iter()
                .find(|(k, _)| k == key)
                .map_or(&Json::Null, |(_, v)| v),
            _ => &Json::Null,
        }
    }

    pub fn text(&self) -> Option<&str> {
        match self {
            Json::Text(s) => Some(s),
            _ => None,
        }
    }

    pub fn number(&self) -> Option<usize> {
        match self {
            Json::Number(n) if *n >= 0.0 => Some(*n as usize),
            _ => None,
        }
    }

    /// The elements of an array; none for anything else.
    pub fn items(&self) -> &[Json] {
        match self {
            Json::Array(items) => items,
            _ => &[],
        }
    }
}

struct Parser<'a> {
    b: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn space(&mut self) {
        while self.b.get(self.i).is_some_and(u8::is_ascii_whitespace) {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.space();
        let found = self.b.get(self.i) == Some(&c);
        self.i += usize::from(found);
        found
    }

    fn value(&mut self) -> Option<Json> {
        self.space();
        let rest = &self.b[self.i..];
        for (word, value) in [
            ("null", Json::Null),
            ("true", Json::Bool(true)),
            ("false", Json::Bool(false)),
        ] {
            if rest.starts_with(word.as_bytes()) {
                self.i += word.len();
                return Some(value);
            }
        }
        match *rest.first()? {
            b'"' => self.string().map(Json::Text),
            b'[' => {
                self.i += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value()?);
                        if self.eat(b']') {
                            break;
                        }
                        self.eat(b',').then_some(())?;
                    }
                }
                Some(Json::Array(items))
            }
            b'{' => {
                self.i += 1;
                let mut members = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.space();
                        let key = self.string()?;
                        self.eat(b':').then_some(())?;
                        members.push((key, self.value()?));
                        if self.eat(b'}') {
                            break;
                        }
                        self.eat(b',').then_some(())?;
                    }
                }
                Some(Json::Object(members))
            }
            _ => {
                let len = rest
                    .iter()
                    .take_while(|c| c.is_ascii_digit() || b"+-.eE".contains(c))
                    .count();
                self.i += len;
                std::str::from_utf8(&rest[..len])
                    .ok()?
                    .parse()
                    .ok()
                    .map(Json::Number)
            }
        }
    }

    fn string(&mut self) -> Option<String> {
        if self.b.get(self.i) != Some(&b'"') {
            return None;
        }
        self.i += 1;
        let mut out = Vec::new();
        loop {
            let c = *self.b.get(self.i)?;
            self.i += 1;
            match c {
                b'"' => return String::from_utf8(out).ok(),
                b'\\' => {
                    let e = *self.b.get(self.i)?;
                    self.i += 1;
                    let plain = match e {
                        b'n' => '\n',
                        b't' => '\t',
                        b'r' => '\r',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'u' => {
                            let hex = std::str::from_utf8(self.b.get(self.i..self.i + 4)?).ok()?;
                            self.i += 4;
                            let unit = u32::from_str_radix(hex, 16).ok()?;
                            // A surrogate pair stands for one character past the first plane.
                            let code = if (0xD800..0xDC00).contains(&unit)
                                && self.b.get(self.i..self.i + 2) == Some(b"\\u")
                            {
                                let low = std::str::from_utf8(self.b.get(self.i + 2..self.i + 6)?)
                                    .ok()?;
                                self.i += 6;
                                0x10000
                                    + ((unit - 0xD800) << 10)
                                    + (u32::from_str_radix(low, 16).ok()? - 0xDC00)
                            } else {
                                unit
                            };
                            char::from_u32(code).unwrap_or('\u{fffd}')
                        }
                        other => char::from(other),
                    };
                    out.extend_from_slice(plain.encode_utf8(&mut [0; 4]).as_bytes());
                }
                _ => out.push(c),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rustc_s_diagnostics_are_read() {
        let v = Json::parse(r#" {"message":"unused \"x\" \u00e9\ud83d\ude00","spans":[{"byte_start":15,"is_primary":true}],"code":null,"n":-1.5e1} "#).unwrap();
        assert_eq!(v.get("message").text(), Some("unused \"x\" é😀"));
        assert_eq!(
            v.get("spans").items()[0].get("byte_start").number(),
            Some(15)
        );
        assert_eq!(v.get("code"), &Json::Null);
        assert_eq!(v.get("n"), &Json::Number(-15.0));
        assert_eq!(Json::parse("[1, 2,]"), None);
        assert_eq!(Json::parse("{\"a\": [] } x"), None);
    }
}
