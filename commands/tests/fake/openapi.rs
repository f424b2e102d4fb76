//! Checks each request the bot sends against Discord's own OpenAPI description of API v10
//! (`../shared/reference/discord-api-spec/openapi.json` seen from the repository root, read at
//! test time and never copied into the project).
//!
//! The request is matched to the spec's path template and operation; its path and query
//! parameters and its body are validated against their schemas. The validator covers the part of
//! OpenAPI 3.1 / JSON Schema 2020-12 that the spec uses: `$ref`, `allOf`/`anyOf`/`oneOf`,
//! `type` (a name or a list of names, `null` included), `const`, `enum`, `properties`,
//! `required`, `additionalProperties`, `minProperties`/`maxProperties`, `items`,
//! `minItems`/`maxItems`, `uniqueItems`, `minLength`/`maxLength` (in characters), `pattern`,
//! `minimum`/`maximum` and the `int32`/`int64`/`snowflake`/`uri` formats. Descriptive keywords
//! (`title`, `description`, `contentEncoding`, `x-discord-union`) do not constrain.
//!
//! Two allowances, from Discord's developer docs (which win where they and the spec disagree):
//! a snowflake may be sent as a JSON integer as well as a string (the docs' own file-upload
//! example numbers its new attachments `"id": 0`, as serenity does); and a permission bit set
//! (`default_member_permissions`, `permissions`, `allow`, `deny`), which the spec types as an
//! integer, may be the string of decimal digits the docs give it ("serialized into a string"),
//! within the same bounds.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

use regex::Regex;
use serde_json::{Map, Value};

/// One thing wrong with a request: where (a JSON pointer into the body, or the parameter) and what.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    pub pointer: String,
    pub message: String,
    /// The union variants the value was read as, outermost first (for the message).
    pub via: Vec<String>,
    /// A wrong type, `const` or `enum`: the value is not of this kind at all.
    pub kind: bool,
}

impl Problem {
    fn new(pointer: &str, message: String) -> Problem {
        Problem {
            pointer: pointer.to_string(),
            message,
            via: vec![],
            kind: false,
        }
    }
}

/// A request body as the bot sent it.
pub enum Body<'a> {
    None,
    Json(&'a Value),
    /// `multipart/form-data`: the `payload_json` part (if any) and the names of the other parts.
    Multipart(Option<&'a Value>, &'a [String]),
    /// A body that could not be read (what was wrong with it).
    Unreadable(&'a str),
}

pub struct Spec {
    doc: Value,
    /// Each path template split into segments (a `None` segment is a parameter), with the
    /// template as written.
    paths: Vec<(Vec<Option<String>>, String)>,
    patterns: Mutex<HashMap<String, Regex>>,
}

/// Where the spec lives, relative to this crate: `<repo>/../shared/reference/...`.
pub fn spec_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/reference/discord-api-spec/openapi.json")
}

/// The spec, read once per test binary.
pub fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = spec_path();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "Discord's OpenAPI description is needed at {} (a checkout keeps shared/ beside the repository): {e}",
                path.display()
            )
        });
        Spec::new(serde_json::from_str(&text).expect("openapi.json is JSON"))
    })
}

/// Renders problems as one line each: `METHOD /path: at <pointer>: <what>`.
pub fn describe(method: &str, path: &str, problems: &[Problem]) -> Vec<String> {
    problems
        .iter()
        .map(|p| {
            let at = if p.pointer.is_empty() {
                "the body".to_string()
            } else {
                p.pointer.clone()
            };
            let via = if p.via.is_empty() {
                String::new()
            } else {
                format!(" (read as {})", p.via.join(" > "))
            };
            format!("{method} {path}: at {at}: {}{via}", p.message)
        })
        .collect()
}

/// The fields that hold a permission bit set (see the module's note).
const PERMISSION_FIELDS: [&str; 4] = ["default_member_permissions", "permissions", "allow", "deny"];

fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if is_integer(n) => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn is_integer(n: &serde_json::Number) -> bool {
    n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
}

/// JSON Schema equality: numbers compare by value (1 equals 1.0).
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_i64(), y.as_i64()) {
            (Some(i), Some(j)) => i == j,
            _ => match (x.as_u64(), y.as_u64()) {
                (Some(i), Some(j)) => i == j,
                _ => x.as_f64() == y.as_f64(),
            },
        },
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        _ => a == b,
    }
}

/// A value for a message: long texts are cut to their first 60 characters.
fn short(v: &Value) -> String {
    match v {
        Value::String(t) if t.chars().count() > 60 => {
            format!("{:?}…", t.chars().take(60).collect::<String>())
        }
        _ => {
            let s = v.to_string();
            if s.chars().count() > 60 {
                format!("{}…", s.chars().take(60).collect::<String>())
            } else {
                s
            }
        }
    }
}

impl Spec {
    pub fn new(doc: Value) -> Spec {
        let paths = doc["paths"]
            .as_object()
            .expect("the spec has paths")
            .keys()
            .map(|t| {
                let segs = t
                    .trim_start_matches('/')
                    .split('/')
                    .map(|s| (!s.starts_with('{')).then(|| s.to_string()))
                    .collect();
                (segs, t.clone())
            })
            .collect();
        Spec {
            doc,
            paths,
            patterns: Mutex::new(HashMap::new()),
        }
    }

    /// The path template a request path (without `/api/v10`) falls under: literal segments
    /// must match, and the template with the most literal segments wins (`/messages/@original`
    /// before `/messages/{message_id}`).
    pub fn template(&self, path: &str) -> Option<&str> {
        let segs: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        self.paths
            .iter()
            .filter(|(t, _)| {
                t.len() == segs.len()
                    && t.iter()
                        .zip(&segs)
                        .all(|(t, s)| t.as_deref().is_none_or(|l| l == *s))
            })
            .max_by_key(|(t, _)| t.iter().filter(|s| s.is_some()).count())
            .map(|(_, name)| name.as_str())
    }

    /// Everything wrong with one request: `path` as sent (with or without the `/api/v10`
    /// prefix), `query` the raw query string.
    pub fn check(&self, method: &str, path: &str, query: &str, body: Body) -> Vec<Problem> {
        let bare = path.strip_prefix("/api/v10").unwrap_or(path);
        let problem = |pointer: &str, message: String| vec![Problem::new(pointer, message)];
        let Some(template) = self.template(bare) else {
            return problem("", format!("no path of Discord's API matches {bare}"));
        };
        let item = &self.doc["paths"][template];
        let op = &item[method.to_ascii_lowercase()];
        if !op.is_object() {
            return problem(
                "",
                format!("{template} has no {method} operation in Discord's API"),
            );
        }
        let mut out = Vec::new();
        let params: Vec<&Value> = item["parameters"]
            .as_array()
            .into_iter()
            .chain(op["parameters"].as_array())
            .flatten()
            .collect();
        // Path parameters, by position.
        let names = template.trim_start_matches('/').split('/');
        for (name, value) in names.zip(bare.trim_start_matches('/').split('/')) {
            let Some(name) = name.strip_prefix('{').and_then(|n| n.strip_suffix('}')) else {
                continue;
            };
            if let Some(p) = params
                .iter()
                .find(|p| p["in"] == "path" && p["name"] == name)
            {
                let at = format!("path parameter {name}");
                self.validate(
                    &p["schema"],
                    &Value::String(value.to_string()),
                    &at,
                    &mut out,
                );
            }
        }
        // Query parameters: each must be declared; its text is read as its schema's type.
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let at = format!("query parameter {name}");
            let Some(p) = params
                .iter()
                .find(|p| p["in"] == "query" && p["name"] == name)
            else {
                out.push(Problem::new(
                    &at,
                    format!("{template} {method} takes no query parameter '{name}'"),
                ));
                continue;
            };
            let schema = self.resolve(&p["schema"]);
            let typed = match schema["type"].as_str() {
                Some("boolean") => match value {
                    "true" => Value::Bool(true),
                    "false" => Value::Bool(false),
                    _ => Value::String(value.to_string()),
                },
                Some("integer") => value
                    .parse::<i64>()
                    .map(Value::from)
                    .unwrap_or_else(|_| Value::String(value.to_string())),
                _ => Value::String(value.to_string()),
            };
            self.validate(&p["schema"], &typed, &at, &mut out);
        }
        let content = &op["requestBody"]["content"];
        let required = op["requestBody"]["required"].as_bool().unwrap_or(false);
        let (media, value) = match body {
            Body::None if required => {
                out.push(Problem::new(
                    "",
                    "a body is required and none was sent".into(),
                ));
                return out;
            }
            Body::None => return out,
            Body::Unreadable(what) => {
                out.push(Problem::new("", format!("unreadable: {what}")));
                return out;
            }
            Body::Json(v) => ("application/json", v.clone()),
            Body::Multipart(json, parts) => {
                // Each part is a property of the form; payload_json carries the rest.
                let mut form = match json {
                    Some(Value::Object(m)) => m.clone(),
                    Some(other) => {
                        out.push(Problem::new(
                            "",
                            format!("payload_json must be an object, not {}", type_name(other)),
                        ));
                        return out;
                    }
                    None => Map::new(),
                };
                for p in parts {
                    form.insert(p.clone(), Value::String(String::new()));
                }
                ("multipart/form-data", Value::Object(form))
            }
        };
        let Some(schema) = content.get(media) else {
            let allowed: Vec<&String> = content
                .as_object()
                .map(|m| m.keys().collect())
                .unwrap_or_default();
            out.push(Problem::new(
                "",
                if allowed.is_empty() {
                    format!("{template} {method} takes no body")
                } else {
                    format!("a {media} body; this operation takes {allowed:?}")
                },
            ));
            return out;
        };
        self.validate(&schema["schema"], &value, "", &mut out);
        out
    }

    /// The schema a `$ref` names (or the schema itself).
    fn resolve<'a>(&'a self, schema: &'a Value) -> &'a Value {
        match schema["$ref"].as_str() {
            Some(r) => self.lookup(r),
            None => schema,
        }
    }

    fn lookup(&self, reference: &str) -> &Value {
        let pointer = reference
            .strip_prefix('#')
            .unwrap_or_else(|| panic!("only local references are supported: {reference}"));
        let target = self
            .doc
            .pointer(pointer)
            .unwrap_or_else(|| panic!("the spec has no {reference}"));
        self.resolve(target)
    }

    /// A variant's name for messages: its schema name, else its index.
    fn variant_name(schema: &Value, i: usize) -> String {
        schema["$ref"]
            .as_str()
            .and_then(|r| r.rsplit('/').next())
            .map(String::from)
            .unwrap_or_else(|| format!("variant {i}"))
    }

    /// The problems of the variant (of a union at `at`) that came nearest to fitting: first one
    /// whose kind fits (no wrong type, `const` or `enum` on the value or its own fields, such
    /// as a component's `type`), then the one whose problems lie deepest (it got furthest),
    /// then the one with fewest problems.
    fn nearest(at: &str, tries: Vec<(String, Vec<Problem>)>) -> Vec<Problem> {
        let depth = |p: &Problem| p.pointer.matches('/').count();
        let own = at.matches('/').count() + 1;
        let Some((name, mut best)) = tries.into_iter().max_by_key(|(_, ps)| {
            let kind_fits = !ps.iter().any(|p| p.kind && depth(p) <= own);
            let deepest = ps.iter().map(depth).max().unwrap_or(0);
            (kind_fits, deepest, std::cmp::Reverse(ps.len()))
        }) else {
            return vec![];
        };
        for p in &mut best {
            p.via.insert(0, name.clone());
        }
        best
    }

    /// Validates `value` at JSON pointer `at` against `schema`, adding what is wrong to `out`.
    pub fn validate(&self, schema: &Value, value: &Value, at: &str, out: &mut Vec<Problem>) {
        let wrong_kind = |out: &mut Vec<Problem>, message: String| {
            let mut p = Problem::new(at, message);
            p.kind = true;
            out.push(p);
        };
        let s = match schema {
            Value::Bool(true) => return,
            Value::Bool(false) => {
                wrong_kind(out, "nothing is allowed here".into());
                return;
            }
            Value::Object(s) => s,
            other => panic!("not a schema at {at}: {other}"),
        };
        // A snowflake sent as a non-negative integer (see the module's note).
        let snowflake_number = s.get("format").and_then(Value::as_str) == Some("snowflake")
            && value.as_u64().is_some();
        // A permission bit set as its decimal digits: checked as the number they spell.
        let field = at.rsplit('/').next().unwrap_or("");
        if PERMISSION_FIELDS.contains(&field) {
            if let Some(n) = value.as_str().and_then(|d| d.parse::<u64>().ok()) {
                return self.validate(schema, &Value::from(n), at, out);
            }
        }
        if let Some(t) = s.get("type") {
            let names: Vec<&str> = match t {
                Value::String(n) => vec![n.as_str()],
                Value::Array(ns) => ns.iter().filter_map(Value::as_str).collect(),
                _ => vec![],
            };
            let actual = type_name(value);
            let fits = names
                .iter()
                .any(|n| *n == actual || (*n == "number" && actual == "integer"))
                || snowflake_number;
            if !fits {
                wrong_kind(
                    out,
                    format!(
                        "{} is {actual}; allowed: {}",
                        short(value),
                        names.join(" or ")
                    ),
                );
                return;
            }
        }
        if let Some(c) = s.get("const") {
            if !same(c, value) {
                wrong_kind(out, format!("{} must be {c}", short(value)));
            }
        }
        if let Some(Value::Array(allowed)) = s.get("enum") {
            if !allowed.iter().any(|a| same(a, value)) {
                let list: Vec<String> = allowed.iter().map(|a| a.to_string()).collect();
                wrong_kind(
                    out,
                    format!("{} is not one of [{}]", short(value), list.join(", ")),
                );
            }
        }
        if let Some(Value::String(r)) = s.get("$ref") {
            self.validate(self.lookup(r), value, at, out);
        }
        if let Some(Value::Array(all)) = s.get("allOf") {
            for sub in all {
                self.validate(sub, value, at, out);
            }
        }
        for keyword in ["anyOf", "oneOf"] {
            let Some(Value::Array(variants)) = s.get(keyword) else {
                continue;
            };
            let tries: Vec<(String, Vec<Problem>)> = variants
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let mut ps = Vec::new();
                    self.validate(v, value, at, &mut ps);
                    (Self::variant_name(v, i), ps)
                })
                .collect();
            let fitting: Vec<&String> = tries
                .iter()
                .filter(|(_, ps)| ps.is_empty())
                .map(|(n, _)| n)
                .collect();
            match fitting.len() {
                0 => out.extend(Self::nearest(at, tries)),
                1 => {}
                _ if keyword == "anyOf" => {}
                _ => out.push(Problem::new(
                    at,
                    format!(
                        "fits {} variants of oneOf ({}); exactly one is allowed",
                        fitting.len(),
                        fitting
                            .iter()
                            .map(|n| n.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )),
            }
        }
        let mut fail = |message: String| out.push(Problem::new(at, message));
        match value {
            Value::Object(fields) => {
                let props = s.get("properties").and_then(Value::as_object);
                if let Some(Value::Array(required)) = s.get("required") {
                    for r in required.iter().filter_map(Value::as_str) {
                        if !fields.contains_key(r) {
                            fail(format!("the required property '{r}' is missing"));
                        }
                    }
                }
                if let Some(n) = s.get("minProperties").and_then(Value::as_u64) {
                    if (fields.len() as u64) < n {
                        fail(format!("{} properties; at least {n}", fields.len()));
                    }
                }
                if let Some(n) = s.get("maxProperties").and_then(Value::as_u64) {
                    if fields.len() as u64 > n {
                        fail(format!("{} properties; at most {n}", fields.len()));
                    }
                }
                for (k, v) in fields {
                    let here = format!("{at}/{}", escape(k));
                    if let Some(p) = props.and_then(|p| p.get(k)) {
                        self.validate(p, v, &here, out);
                    } else if let Some(extra) = s.get("additionalProperties") {
                        if extra == &Value::Bool(false) {
                            out.push(Problem::new(
                                &here,
                                format!("'{k}' is not a property this object has"),
                            ));
                        } else {
                            self.validate(extra, v, &here, out);
                        }
                    }
                }
            }
            Value::Array(items) => {
                if let Some(n) = s.get("minItems").and_then(Value::as_u64) {
                    if (items.len() as u64) < n {
                        fail(format!("{} items; at least {n}", items.len()));
                    }
                }
                if let Some(n) = s.get("maxItems").and_then(Value::as_u64) {
                    if items.len() as u64 > n {
                        fail(format!("{} items; at most {n}", items.len()));
                    }
                }
                if s.get("uniqueItems") == Some(&Value::Bool(true)) {
                    for (i, a) in items.iter().enumerate() {
                        if items[..i].iter().any(|b| same(a, b)) {
                            fail(format!("item {i} ({}) repeats an earlier one", short(a)));
                        }
                    }
                }
                if let Some(each) = s.get("items") {
                    for (i, v) in items.iter().enumerate() {
                        self.validate(each, v, &format!("{at}/{i}"), out);
                    }
                }
            }
            Value::String(text) => {
                let len = text.chars().count() as u64;
                if let Some(n) = s.get("minLength").and_then(Value::as_u64) {
                    if len < n {
                        fail(format!(
                            "{} is {len} characters; at least {n}",
                            short(value)
                        ));
                    }
                }
                if let Some(n) = s.get("maxLength").and_then(Value::as_u64) {
                    if len > n {
                        fail(format!("{} is {len} characters; at most {n}", short(value)));
                    }
                }
                if let Some(p) = s.get("pattern").and_then(Value::as_str) {
                    let mut cache = self.patterns.lock().unwrap();
                    let re = cache.entry(p.to_string()).or_insert_with(|| {
                        Regex::new(p).unwrap_or_else(|e| panic!("pattern {p}: {e}"))
                    });
                    if !re.is_match(text) {
                        fail(format!("{} does not match {p}", short(value)));
                    }
                }
                if s.get("format").and_then(Value::as_str) == Some("uri") {
                    let scheme = text.split_once(':').map(|(s, _)| s).unwrap_or("");
                    let ok = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
                        && scheme
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
                    if !ok {
                        fail(format!("{} is not a URI (scheme:rest)", short(value)));
                    }
                }
            }
            Value::Number(n) => {
                let as_f = n.as_f64().unwrap_or(f64::NAN);
                let bound = |b: &Value| b.as_f64().unwrap_or(f64::NAN);
                // Integers compare exactly (bounds such as 2^53 - 1 lose nothing as i128).
                let cmp = |b: &Value| -> std::cmp::Ordering {
                    let exact = |v: &serde_json::Number| {
                        v.as_i64()
                            .map(i128::from)
                            .or_else(|| v.as_u64().map(i128::from))
                    };
                    match (exact(n), b.as_number().and_then(exact)) {
                        (Some(x), Some(y)) => x.cmp(&y),
                        _ => as_f
                            .partial_cmp(&bound(b))
                            .unwrap_or(std::cmp::Ordering::Less),
                    }
                };
                if let Some(min) = s.get("minimum") {
                    if cmp(min) == std::cmp::Ordering::Less {
                        fail(format!("{n} is below the minimum {min}"));
                    }
                }
                if let Some(max) = s.get("maximum") {
                    if cmp(max) == std::cmp::Ordering::Greater {
                        fail(format!("{n} is above the maximum {max}"));
                    }
                }
                let range = match s.get("format").and_then(Value::as_str) {
                    Some("int32") => Some((i32::MIN as i128, i32::MAX as i128)),
                    Some("int64") => Some((i64::MIN as i128, i64::MAX as i128)),
                    _ => None,
                };
                if let Some((lo, hi)) = range {
                    let v = n
                        .as_i64()
                        .map(i128::from)
                        .or_else(|| n.as_u64().map(i128::from));
                    if v.is_none_or(|v| v < lo || v > hi) {
                        fail(format!("{n} does not fit the format {}", s["format"]));
                    }
                }
            }
            Value::Null | Value::Bool(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn problems(method: &str, path: &str, body: &Value) -> Vec<String> {
        describe(
            method,
            path,
            &spec().check(method, path, "", Body::Json(body)),
        )
    }

    const CALLBACK: &str = "/api/v10/interactions/1200000000000000001/itoken-1/callback";

    #[test]
    fn a_well_formed_answer_with_a_button_and_a_menu_passes() {
        let body = json!({"type": 4, "data": {
            "content": "<@1000000000000000301> your turn", "flags": 64,
            "allowed_mentions": {"users": ["1000000000000000301"]},
            "embeds": [{"description": "Board", "color": 3447003, "image": {"url": "attachment://board.png"}}],
            "attachments": [{"id": 0, "filename": "board.png", "description": "the board"}],
            "components": [{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "Attack", "custom_id": "risk:attack"},
                {"type": 2, "style": 4, "label": "End", "custom_id": "risk:end", "disabled": false}]},
                {"type": 1, "components": [{"type": 3, "custom_id": "risk:pick", "placeholder": "Pick",
                  "options": [{"label": "Peru", "value": "peru"}], "min_values": 1, "max_values": 1}]}]}});
        assert_eq!(problems("POST", CALLBACK, &body), Vec::<String>::new());
    }

    #[test]
    fn a_bad_answer_names_the_path_the_pointer_and_what_is_wrong() {
        // A label of 81 characters, a row of six buttons and a button without a style.
        let long = "x".repeat(81);
        let six: Vec<Value> = (0..6)
            .map(|i| json!({"type": 2, "style": 1, "label": "b", "custom_id": format!("b{i}")}))
            .collect();
        let body = json!({"type": 4, "data": {"content": "hi", "components": [
            {"type": 1, "components": [{"type": 2, "style": 1, "label": long, "custom_id": "a"}]},
            {"type": 1, "components": six},
            {"type": 1, "components": [{"type": 2, "label": "no style", "custom_id": "c"}]}]}});
        let found = problems("POST", CALLBACK, &body);
        let has = |needle: &str| found.iter().any(|p| p.contains(needle));
        assert!(
            found
                .iter()
                .all(|p| p.starts_with(&format!("POST {CALLBACK}: at /data/components/"))),
            "{found:#?}"
        );
        assert!(
            has("at /data/components/0/components/0/label: ")
                && has("is 81 characters; at most 80"),
            "{found:#?}"
        );
        assert!(
            has("at /data/components/1/components: 6 items; at most 5"),
            "{found:#?}"
        );
        assert!(
            has("at /data/components/2/components/0: the required property 'style' is missing"),
            "{found:#?}"
        );
    }

    #[test]
    fn wrong_types_values_and_unknown_callback_kinds_are_caught() {
        // Content over 2,000 characters, a colour beyond 24 bits, a mention that is no snowflake.
        let body = json!({"type": 4, "data": {"content": "y".repeat(2001),
            "embeds": [{"description": "d", "color": 16777216}],
            "allowed_mentions": {"users": ["alice"]}}});
        let found = problems("POST", CALLBACK, &body);
        let has = |needle: &str| found.iter().any(|p| p.contains(needle));
        assert!(has("at /data/content: "), "{found:#?}");
        assert!(
            has("at /data/embeds/0/color: 16777216 is above the maximum 16777215"),
            "{found:#?}"
        );
        assert!(has("at /data/allowed_mentions/users/0: "), "{found:#?}");
        // A callback type Discord does not have.
        let found = problems("POST", CALLBACK, &json!({"type": 42}));
        assert!(
            found
                .iter()
                .any(|p| p.contains("at /type: 42 is not one of")),
            "{found:#?}"
        );
        // Flags sent as text.
        let found = problems(
            "POST",
            "/api/v10/channels/1000000000000000200/messages",
            &json!({"content": "x", "flags": "64"}),
        );
        assert!(
            found
                .iter()
                .any(|p| p.contains("at /flags: \"64\" is string; allowed: integer or null")),
            "{found:#?}"
        );
    }

    #[test]
    fn commands_paths_queries_and_multipart_forms_are_checked() {
        let spec = spec();
        // A command name over 32 characters, and a description over 100.
        let commands = json!([{"name": "a".repeat(33), "description": "d".repeat(101), "type": 1}]);
        let found = describe(
            "PUT",
            "/api/v10/applications/1/commands",
            &spec.check(
                "PUT",
                "/api/v10/applications/1/commands",
                "",
                Body::Json(&commands),
            ),
        );
        assert!(
            found.iter().any(|p| p.contains("at /0/name: "))
                && found.iter().any(|p| p.contains("at /0/description: ")),
            "{found:#?}"
        );
        // A permission bit set as the docs write it (a string of digits) passes; other text
        // does not.
        let admin = |perms: &str| {
            let body = json!([{"name": "risk-admin", "description": "d", "default_member_permissions": perms}]);
            spec.check(
                "PUT",
                "/api/v10/applications/1/commands",
                "",
                Body::Json(&body),
            )
        };
        assert_eq!(admin("16"), vec![]);
        assert_eq!(admin("sixteen")[0].pointer, "/0/default_member_permissions");
        // An endpoint Discord does not have, and a method a path does not take.
        assert!(!spec
            .check("POST", "/api/v10/games/1/moves", "", Body::None)
            .is_empty());
        assert!(!spec
            .check("PUT", "/api/v10/channels/1/messages", "", Body::None)
            .is_empty());
        // A path id that is no snowflake, an undeclared query parameter.
        let bad_id = spec.check(
            "POST",
            "/api/v10/channels/general/messages",
            "",
            Body::Json(&json!({"content": "x"})),
        );
        assert_eq!(bad_id[0].pointer, "path parameter channel_id");
        let query = spec.check(
            "POST",
            "/api/v10/webhooks/1/tok",
            "wait=true&loud=1",
            Body::Json(&json!({"content": "x"})),
        );
        assert_eq!(query.len(), 1, "{query:?}");
        assert_eq!(query[0].pointer, "query parameter loud");
        // The literal template wins over the parameter one.
        assert_eq!(
            spec.template("/webhooks/1/tok/messages/@original"),
            Some("/webhooks/{webhook_id}/{webhook_token}/messages/@original")
        );
        // A multipart message: payload_json plus one file part passes; eleven files do not.
        let payload = json!({"content": "board", "attachments": [{"id": 0, "filename": "b.png"}]});
        let one = vec!["files[0]".to_string()];
        assert!(spec
            .check(
                "POST",
                "/api/v10/channels/1/messages",
                "",
                Body::Multipart(Some(&payload), &one)
            )
            .is_empty());
        let many: Vec<Value> = (0..11)
            .map(|i| json!({"id": i, "filename": format!("{i}.png")}))
            .collect();
        let payload = json!({"content": "boards", "attachments": many});
        let found = spec.check(
            "POST",
            "/api/v10/channels/1/messages",
            "",
            Body::Multipart(Some(&payload), &one),
        );
        assert!(
            found
                .iter()
                .any(|p| p.pointer == "/attachments" && p.message.contains("11 items; at most 10")),
            "{found:?}"
        );
    }
}
